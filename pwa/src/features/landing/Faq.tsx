import { MAX_UPLOAD_LABEL, PLAN_PORTFOLIO_LIMITS } from '@folio/shared';
import { Link } from 'react-router-dom';

const QUESTIONS: ReadonlyArray<{ q: string; a: string }> = [
  {
    q: 'What kind of resume works best?',
    a: `A text-based PDF up to ${MAX_UPLOAD_LABEL}: one exported from a word processor or resume builder. Scanned images have no text to read; Folio tells you when that is the case.`,
  },
  {
    q: 'What if the parser gets something wrong?',
    a: 'You review every field before publishing and can change, add, remove or reorder anything. Nothing goes public until you publish.',
  },
  {
    q: 'Does the keyword help make things up?',
    a: 'No. Suggestions are built from what your resume already says. You decide what to keep.',
  },
  {
    q: 'How many portfolios can I have?',
    a: `Up to ${PLAN_PORTFOLIO_LIMITS.free} on the free plan and ${PLAN_PORTFOLIO_LIMITS.pro} on Pro. Each can use a different template.`,
  },
  {
    q: 'Can I take my portfolio down?',
    a: 'Yes. Unpublish it from the dashboard and the public page stops showing it; delete it and it is gone from the server, with its messages.',
  },
];

/** #faq: short, true answers to what people ask first. */
export function Faq() {
  return (
    <section id="faq" className="lsection" aria-labelledby="faq-title">
      <div className="lsection__head">
        <p className="eyebrow">FAQ</p>
        <h2 id="faq-title">Questions and answers</h2>
      </div>
      <div className="faq">
        {QUESTIONS.map((item) => (
          <details key={item.q} className="card faq__item">
            <summary>{item.q}</summary>
            <p className="muted">{item.a}</p>
          </details>
        ))}
        <p className="muted">
          More about your data in the <Link to="/privacy">privacy notice</Link>.
        </p>
      </div>
    </section>
  );
}
