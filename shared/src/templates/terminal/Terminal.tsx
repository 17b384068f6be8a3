import type { ReactNode } from 'react';
import { ContactForm } from '../common/ContactForm.js';
import { TemplateFooter } from '../common/TemplateFooter.js';
import { safeUrl } from '../../security/url.js';
import type { TemplateProps, TemplateView } from '../types.js';
import { BOOT_COMMAND, TERMINAL_COMMANDS, terminalCommandList } from './commands.js';
import { PdfLink } from '../common/PdfLink.js';
import { ExtraSectionBody, filledExtras } from '../common/ExtraSections.js';
import { around, fill } from '../../i18n/format.js';
import { HeroNow } from '../common/HeroNow.js';
import { Photo } from '../common/Photo.js';

const PROMPT = 'visitor@portfolio:~$';

/**
 * One command's output. Rendered on the server as a transcript, so the page reads completely with
 * JavaScript off and for crawlers; the enhancer replays these blocks when visitors type commands.
 */
function Block({
  command,
  children,
  empty = false,
}: {
  command: string;
  children: ReactNode;
  /** Nothing listed: typed, the command says so; the transcript (no JavaScript, print) leaves it out. */
  empty?: boolean;
}) {
  return (
    <div className="term-block" data-term-block={command} data-term-empty={empty ? '' : undefined}>
      <p className="term-cmdline" dir="ltr">
        <span className="term-ps1" aria-hidden="true">
          {PROMPT}
        </span>{' '}
        <span className="term-typed">{command === 'intro' ? BOOT_COMMAND : command}</span>
      </p>
      <div className="term-result">{children}</div>
    </div>
  );
}

function Intro({ data }: { data: TemplateView }) {
  const { t } = data;
  return (
    <>
      <Photo data={data} className="term-photo" />
      <h1 className="term-name">{data.name || t.portfolio}</h1>
      {data.title && <p className="term-accent">{data.title}</p>}
      <HeroNow data={data} status={false} />
      {data.headline && <p>{data.headline}</p>}
      {data.location && <p className="term-dim">{data.location}</p>}
      {data.status && (
        <p className="term-status">
          {t.termStatus}: {data.status}
        </p>
      )}
      {data.summary.text && <p className="term-summary">{data.summary.text}</p>}
      <p className="term-dim term-hint">{t.termTypeHelp}</p>
    </>
  );
}

/** Terminal: a command line visitors can type into; keyboard-first, and plain text for screen readers. */
export function Terminal({ data, portfolioId, contactEndpoint }: TemplateProps) {
  const { t } = data;
  const mail = data.email ? safeUrl(`mailto:${data.email}`) : '';
  const extras = filledExtras(data);
  const help = fill(t.termHelp, { commands: terminalCommandList(extras) });
  const [orBefore, orAfter] = around(t.termOrSend, 'link');
  return (
    <div className="fx-page term">
      <main className="term-main">
        <section className="term-window" aria-label={t.terminal}>
          <div className="term-bar" aria-hidden="true">
            <span className="term-dot" />
            <span className="term-dot" />
            <span className="term-dot" />
            <span className="term-bar__title">{PROMPT.replace(':~$', '')}</span>
          </div>
          <div className="term-screen" data-term-screen="">
            <div
              className="term-output"
              role="log"
              aria-live="polite"
              aria-label={t.termOutput}
              data-term-output=""
              data-term-exit={t.termExit}
              data-term-unknown={t.termUnknown}
            >
              <Block command="intro">
                <Intro data={data} />
              </Block>
              <Block command="help">
                <p>{help}</p>
              </Block>
              <Block command="skills" empty={data.skills.groups.length === 0}>
                {data.skills.groups.length === 0 ? (
                  <p>{t.termNoSkills}</p>
                ) : (
                  data.skills.groups.map((g, i) => (
                    <div key={i}>
                      <h2 className="term-h">{g.category}</h2>
                      <ul className="term-list">
                        {g.items.map((s, j) => (
                          <li key={j}>
                            {s.name}
                            {s.level !== null && <span className="term-dim"> [{s.level}%]</span>}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))
                )}
              </Block>
              <Block command="projects" empty={data.projects.length === 0}>
                {data.projects.length === 0 ? (
                  <p>{t.termNoProjects}</p>
                ) : (
                  <ul className="term-list term-list--spaced">
                    {data.projects.map((p) => (
                      <li key={p.key}>
                        <h2 className="term-h">{p.name}</h2>
                        {p.description && <p>{p.description}</p>}
                        {p.tech.length > 0 && (
                          <p className="term-dim">
                            {t.termTech}: {p.tech.join(', ')}
                          </p>
                        )}
                        {p.link && (
                          <p>
                            {t.termLive}: <a href={p.link}>{p.link}</a>
                          </p>
                        )}
                        {p.github && (
                          <p>
                            {t.termCode}: <a href={p.github}>{p.github}</a>
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </Block>
              <Block command="experience" empty={data.experience.length === 0}>
                {data.experience.length === 0 ? (
                  <p>{t.termNoExperience}</p>
                ) : (
                  <ul className="term-list term-list--spaced">
                    {data.experience.map((r, i) => (
                      <li key={i}>
                        <h2 className="term-h">
                          {r.title}
                          {r.title && r.company && ' @ '}
                          {r.company}
                        </h2>
                        {r.period && <p className="term-dim">{r.period}</p>}
                        {r.description && <p>{r.description}</p>}
                        {r.bullets.length > 0 && (
                          <ul className="term-bullets">
                            {r.bullets.map((b, j) => (
                              <li key={j}>{b}</li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </Block>
              {extras.map((id) => (
                <Block command={id} key={id}>
                  <h2 className="term-h">{t[id]}</h2>
                  <ExtraSectionBody id={id} data={data} />
                </Block>
              ))}
              <Block command="contact">
                <ul className="term-list">
                  {data.email && (
                    <li>
                      {t.formEmail}: {mail ? <a href={mail}>{data.email}</a> : data.email}
                    </li>
                  )}
                  {data.phone && (
                    <li>
                      {t.termPhone}: {data.phone}
                    </li>
                  )}
                  <PdfLink href={data.pdfHref} label={t.downloadPdf} />
                  {data.socials.map((s) => (
                    <li key={s.url}>
                      {s.label}: <a href={s.url}>{s.url}</a>
                    </li>
                  ))}
                </ul>
                <p className="term-hint">
                  {orBefore}
                  <a href="#contact">{t.termSendLink}</a>
                  {orAfter}
                </p>
              </Block>
            </div>
            <form className="term-prompt fx-js-only" data-term-form="" autoComplete="off" dir="ltr">
              <label htmlFor="term-input" className="term-ps1">
                <span aria-hidden="true">{PROMPT}</span>
                <span className="fx-sr">{t.termCommand}</span>
              </label>
              <input
                id="term-input"
                className="term-input"
                name="command"
                type="text"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="send"
                aria-describedby="term-hint"
                disabled
              />
              <span className="term-cursor" aria-hidden="true" />
            </form>
            <p id="term-hint" className="fx-sr">
              {t.termTypeCommand} {help}
            </p>
          </div>
          <div className="term-quick fx-js-only" role="group" aria-label={t.termQuickCommands}>
            {TERMINAL_COMMANDS.map((c) => (
              <button key={c} type="button" className="term-quick__button" data-term-cmd={c} disabled>
                {c}
              </button>
            ))}
          </div>
        </section>
        <section className="term-contact" id="contact" aria-labelledby="term-contact-h">
          <h2 id="term-contact-h">
            <span aria-hidden="true">$ </span>send-message
          </h2>
          <ContactForm portfolioId={portfolioId} endpoint={contactEndpoint} ownerName={data.name} t={t} />
        </section>
      </main>
      <TemplateFooter data={data} className="term-footer" />
    </div>
  );
}
