import { useState } from 'react';
import { checkSuggestion, isHint, type Suggestion } from '@folio/shared/enhance';
import { describeError } from '../../api/index.js';
import { Button } from '../../components/index.js';
import { describePath } from './describePath.js';
import type { ModelRewriter } from './modelRewrite.js';
import type { SectionProps } from './types.js';
import { WordDiff } from './WordDiff.js';

interface Props extends SectionProps {
  local: readonly Suggestion[];
  dismissed: ReadonlySet<string>;
  dismiss(id: string): void;
  /** The language model, when the server offers it and the device is online. */
  model: ModelRewriter | null;
}

/** Wording suggestions as before/after diffs, accepted or rejected one by one; hints to dismiss. */
export function WordingSection({ resume, apply, local, dismissed, dismiss, model }: Props) {
  const [fromModel, setFromModel] = useState<Suggestion[]>([]);
  const [status, setStatus] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' });

  // Model suggestions were checked on the server; they are checked again here against the resume as
  // it is now, which also drops the ones made stale by an edit since.
  const all = [...fromModel.filter((s) => checkSuggestion(resume, s).ok), ...local].filter(
    (s) => !dismissed.has(s.id),
  );
  const changes = all.filter((s) => !isHint(s));
  const hints = all.filter(isHint);

  const askModel = async () => {
    if (!model) return;
    setStatus({ busy: true, message: '' });
    try {
      const answer = await model.rewrite(resume);
      const rewrites = answer.suggestions.filter((s) => s.kind === 'rewrite');
      setFromModel(rewrites);
      const dropped = answer.rejected
        ? ` ${answer.rejected} proposals were dropped because they added facts.`
        : '';
      setStatus({
        busy: false,
        message:
          answer.source === 'model'
            ? `${rewrites.length} rewrites from the language model.${dropped}`
            : 'The language model is not available right now; the suggestions below are made on this device.',
      });
    } catch (error) {
      setStatus({ busy: false, message: describeError(error, 'Could not reach the language model.') });
    }
  };

  return (
    <section className="enhance__section" aria-labelledby="enhance-wording">
      <h3 id="enhance-wording">Wording</h3>
      {model && (
        <div className="enhance__actions">
          <Button variant="secondary" size="sm" busy={status.busy} onClick={() => void askModel()}>
            Suggest rewrites with the language model
          </Button>
        </div>
      )}
      {status.message && (
        <p role="status" className="enhance__note">
          {status.message}
        </p>
      )}
      {changes.length === 0 && hints.length === 0 && <p>No wording suggestions.</p>}
      {changes.length > 0 && (
        <ul className="enhance__list" aria-label="Wording suggestions">
          {changes.map((s) => (
            <li key={s.id} className="enhance__card">
              <p className="enhance__where">{describePath(resume, s.path)}</p>
              <WordDiff before={s.before} after={s.after} />
              <p className="enhance__reason">{s.reason}</p>
              <span className="enhance__actions">
                <Button size="sm" onClick={() => apply(s)} aria-label={`Accept: ${s.after}`}>
                  Accept
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => dismiss(s.id)}
                  aria-label={`Reject: ${s.after}`}
                >
                  Reject
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {hints.length > 0 && (
        <>
          <h4>Worth a look</h4>
          <ul className="enhance__list" aria-label="Hints">
            {hints.map((s) => (
              <li key={s.id} className="enhance__card">
                <p className="enhance__where">{describePath(resume, s.path)}</p>
                <p className="enhance__text">“{s.before}”</p>
                <p className="enhance__reason">{s.reason}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => dismiss(s.id)}
                  aria-label={`Dismiss hint: ${s.reason}`}
                >
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
