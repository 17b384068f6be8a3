import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ResumeData } from '@folio/shared';
import { applySuggestion, checkSuggestion, enhanceResume, type Suggestion } from '@folio/shared/enhance';
import { DerivedSection } from './DerivedSection.js';
import { JobMatchSection } from './JobMatchSection.js';
import { KeywordsSection } from './KeywordsSection.js';
import { modelAvailable, requestRewrites, type ModelRewriter } from './modelRewrite.js';
import { useOnline } from './useOnline.js';
import { WordingSection } from './WordingSection.js';
import './enhance.css';

export interface EnhancePanelProps {
  resume: ResumeData;
  onChange(next: ResumeData): void;
  /** "Now" for roles that end at present; defaults to when the panel opened. */
  today?: Date;
  /**
   * The optional language model. By default the panel asks the server (GET /api/config) and uses
   * POST /api/enhance/rewrite; pass null to turn it off, or another rewriter (tests).
   */
  model?: ModelRewriter | null;
}

/**
 * The Enhance panel of the editor (issue 7): derived headline and summary fields, ATS keywords,
 * job match and wording suggestions. Everything runs on the device and works offline; nothing
 * changes until the person accepts it, and every suggestion is checked by the no-invention rule
 * again at the moment it is applied.
 */
export function EnhancePanel({ resume, onChange, today, model }: EnhancePanelProps) {
  const [now] = useState(() => today ?? new Date());
  const result = useMemo(() => enhanceResume(resume, { today: now }), [resume, now]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const online = useOnline();
  const serverModel = useServerModel(model === undefined && online);
  const rewriter = model === undefined ? serverModel : model;

  const apply = useCallback(
    (suggestion: Suggestion, confirmedTerms?: string[]) => {
      const check = checkSuggestion(resume, suggestion, { confirmedTerms });
      if (!check.ok) {
        setAnnouncement('That suggestion no longer fits your resume, so nothing was changed.');
        return false;
      }
      onChange(applySuggestion(resume, suggestion));
      setAnnouncement(suggestion.after ? `Applied: ${suggestion.after}` : `Removed: ${suggestion.before}`);
      return true;
    },
    [resume, onChange],
  );
  const dismiss = useCallback((id: string) => setDismissed((prev) => new Set(prev).add(id)), []);

  return (
    <section className="enhance" aria-labelledby="enhance-title">
      <h2 id="enhance-title">Enhance</h2>
      <p className="enhance__intro">
        Suggestions use only what your resume already says: no new numbers, dates, employers or skills.
        Nothing changes until you accept it.
      </p>
      <DerivedSection resume={resume} result={result} apply={apply} onChange={onChange} />
      <KeywordsSection
        resume={resume}
        result={result}
        apply={apply}
        dismissed={dismissed}
        dismiss={dismiss}
      />
      <JobMatchSection resume={resume} apply={apply} />
      <WordingSection
        resume={resume}
        apply={apply}
        local={result.wording}
        dismissed={dismissed}
        dismiss={dismiss}
        model={rewriter && rewriter.available && online ? rewriter : null}
      />
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}

/** The server's model rewriter once GET /api/config says it exists; null until then or offline. */
function useServerModel(enabled: boolean): ModelRewriter | null {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void modelAvailable().then((yes) => {
      if (live) setAvailable(yes);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return useMemo(() => (available ? { available: true, rewrite: requestRewrites } : null), [available]);
}
