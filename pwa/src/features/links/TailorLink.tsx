import type { PrivateLink, Project, ResumeData } from '@folio/shared';
import {
  emptyTailoring,
  suggestTailoring,
  TAILORING_HEADLINE_MAX,
  TAILORING_MAX_LINK_ONLY,
  type LinkTailoring,
} from '@folio/shared/links/index.js';
import { useId, useState } from 'react';
import { setLinkTailoring } from '../../api/index.js';
import { errorMessage } from '../../api/errors.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { plainRows, rowsFrom, tailoringFrom, type EntryState, type Kind, type Rows } from './tailorModel.js';

const KIND_TITLES: Record<Kind, string> = {
  skills: 'Skills',
  projects: 'Projects',
  bullets: 'Bullet points',
};
const STATE_LABELS: Record<EntryState, string> = { lead: 'Lead with', show: 'Show', hide: 'Leave out' };

/**
 * Tailors one private link to a job posting: the keyword match suggests what to lead with and what
 * to leave out, from the resume's own entries only, and the owner decides each one. A project can be
 * added for this link only (kept on the link, never on the public page). Saving needs a connection.
 */
export function TailorLink({
  serverId,
  link,
  resume,
  onSaved,
  onClose,
  posting: givenPosting = '',
}: {
  serverId: string;
  link: PrivateLink;
  resume: ResumeData;
  onSaved: (link: PrivateLink) => void;
  onClose: () => void;
  /** The job posting's text when the caller has it (an application's); the saved one wins. */
  posting?: string;
}) {
  const start = link.tailoring ?? emptyTailoring();
  const [posting, setPosting] = useState(start.posting || givenPosting);
  const [entries, setEntries] = useState(() => plainRows(resume));
  const [rows, setRows] = useState<Rows>(() => rowsFrom(entries, start));
  const [headline, setHeadline] = useState(start.headline);
  const [linkOnly, setLinkOnly] = useState<Project[]>(start.linkOnly.projects);
  const [keywords, setKeywords] = useState<string[] | null>(null);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const headlines = entries.headlines;
  const id = useId();

  const suggest = () => {
    const s = suggestTailoring(resume, posting);
    setEntries(s);
    setRows(rowsFrom(s, s.tailoring));
    setHeadline(s.tailoring.headline);
    setKeywords(s.keywords.map((k) => k.name));
  };
  const setState = (kind: Kind, key: string, state: EntryState) =>
    setRows((r) => ({ ...r, [kind]: r[kind].map((x) => (x.key === key ? { ...x, state } : x)) }));

  const save = async (tailoring: LinkTailoring | null) => {
    setStatus({ kind: 'saving' });
    try {
      onSaved(await setLinkTailoring(serverId, link.id, tailoring));
      setStatus({ kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'failed', message: errorMessage(error, 'The tailoring could not be saved.') });
    }
  };
  const current = () =>
    tailoringFrom(rows, {
      headline,
      posting,
      linkOnly: { projects: linkOnly, experience: start.linkOnly.experience },
    });
  const empty = Object.values(entries).every((list) => list.length === 0);

  return (
    <section className="tailor" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Tailor “{link.label}”</h3>
      <p className="muted">
        Only this link’s page changes; your public page stays as it is. Suggestions only reorder or leave out
        what your resume already says.
      </p>
      <TextAreaField
        label="Job posting"
        hint="Paste the posting’s text. It stays with this link so you can see what you tailored it for."
        value={posting}
        maxLength={20_000}
        rows={5}
        onChange={(e) => setPosting(e.target.value)}
      />
      <button type="button" className="btn btn--ghost btn--sm" onClick={suggest} disabled={!posting.trim()}>
        Suggest from the posting
      </button>
      {keywords && (
        <p role="status" className="muted">
          {keywords.length
            ? `The posting asks for: ${keywords.slice(0, 12).join(', ')}.`
            : 'No skills or repeated phrases were found in the posting; choose by hand below.'}
        </p>
      )}
      <fieldset className="tailor__group">
        <legend>Headline on this link</legend>
        <label>
          <input
            type="radio"
            name={`${id}-headline`}
            checked={headline === ''}
            onChange={() => setHeadline('')}
          />{' '}
          Keep your public headline
        </label>
        {headlines.map((h) => (
          <label key={h.key}>
            <input
              type="radio"
              name={`${id}-headline`}
              checked={headline === h.key}
              onChange={() => setHeadline(h.key)}
            />{' '}
            {h.key}
            {h.hits.length > 0 && <span className="muted"> (mentions {h.hits.join(', ')})</span>}
          </label>
        ))}
        <Field
          label="Or in your own words"
          value={headline}
          maxLength={TAILORING_HEADLINE_MAX}
          onChange={(e) => setHeadline(e.target.value)}
        />
      </fieldset>
      {empty && <p className="muted">Your resume has no skills, projects or bullet points to arrange yet.</p>}
      {(['skills', 'projects', 'bullets'] as const).map(
        (kind) =>
          rows[kind].length > 0 && (
            <fieldset key={kind} className="tailor__group">
              <legend>{KIND_TITLES[kind]}</legend>
              <ul className="tailor__rows">
                {rows[kind].map((row) => (
                  <li key={row.key} className="tailor__row">
                    <span className="tailor__text">
                      {row.key}
                      {row.context && kind === 'bullets' && <span className="muted"> — {row.context}</span>}
                      {row.hits.length > 0 && (
                        <span className="muted"> (mentions {row.hits.join(', ')})</span>
                      )}
                    </span>
                    <select
                      className="field__input tailor__select"
                      aria-label={`${row.key}: on this link`}
                      value={row.state}
                      onChange={(e) => setState(kind, row.key, e.target.value as EntryState)}
                    >
                      {(['lead', 'show', 'hide'] as const).map((s) => (
                        <option key={s} value={s}>
                          {STATE_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  </li>
                ))}
              </ul>
            </fieldset>
          ),
      )}
      <LinkOnlyProjects projects={linkOnly} onChange={setLinkOnly} />
      {status.kind === 'failed' && <p role="alert">{status.message}</p>}
      <div className="tailor__actions">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={status.kind === 'saving'}
          aria-busy={status.kind === 'saving'}
          onClick={() => void save(current())}
        >
          {status.kind === 'saving' ? 'Saving…' : 'Save for this link'}
        </button>
        {link.tailoring && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={status.kind === 'saving'}
            onClick={() => void save(null)}
          >
            Show the public page again
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}

/** Projects shown on this link only: a confidential piece of work for one reader. */
function LinkOnlyProjects({ projects, onChange }: { projects: Project[]; onChange: (p: Project[]) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const add = () => {
    if (!name.trim()) return;
    onChange([
      ...projects,
      { name: name.trim(), description: description.trim(), tech: [], image: '', link: '', github: '' },
    ]);
    setName('');
    setDescription('');
  };
  return (
    <fieldset className="tailor__group">
      <legend>Shown on this link only</legend>
      <p className="muted">
        A project you want only this reader to see. It is kept with the link: your public page, sitemap, site
        export and preview image never have it.
      </p>
      {projects.length > 0 && (
        <ul className="tailor__rows">
          {projects.map((p, i) => (
            <li key={`${p.name}-${i}`} className="tailor__row">
              <span className="tailor__text">{p.name}</span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={`Remove ${p.name}`}
                onClick={() => onChange(projects.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {projects.length < TAILORING_MAX_LINK_ONLY && (
        <>
          <Field
            label="Project name"
            value={name}
            maxLength={300}
            onChange={(e) => setName(e.target.value)}
          />
          <TextAreaField
            label="What it was"
            value={description}
            maxLength={6000}
            rows={3}
            onChange={(e) => setDescription(e.target.value)}
          />
          <button type="button" className="btn btn--ghost btn--sm" onClick={add} disabled={!name.trim()}>
            Add to this link only
          </button>
        </>
      )}
    </fieldset>
  );
}
