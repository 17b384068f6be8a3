import type { ReactNode } from 'react';
import { goToSection } from './ParseSummaryBanner.js';
import type { SectionTarget } from './parseSummary.js';

const SECTIONS: { id: SectionTarget; label: string }[] = [
  { id: 'sec-personal', label: 'About you' },
  { id: 'sec-summary', label: 'Summary' },
  { id: 'sec-experience', label: 'Experience' },
  { id: 'sec-education', label: 'Education' },
  { id: 'sec-projects', label: 'Projects' },
  { id: 'sec-skills', label: 'Skills' },
  { id: 'sec-more', label: 'Certifications and languages' },
  { id: 'sec-unplaced', label: 'Lines not placed' },
];

/**
 * On a phone the PDF cannot sit beside the form, and below it is thousands of pixels away: it opens
 * over the lower half of the screen instead, following the focused field (issue 22). Jumping to a
 * section moves the form there and puts the keyboard in its first field, so the PDF follows too.
 */
export function PdfSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const show = () => {
    onOpenChange(true);
    // The field being checked stays in view above the sheet, which covers the lower half.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('.editor-form')) {
      window.scrollBy({ top: active.getBoundingClientRect().top - window.innerHeight * 0.2 });
    }
  };
  return (
    <>
      {!open && (
        <button
          type="button"
          className="btn btn--primary pdf-sheet__toggle"
          aria-expanded={false}
          onClick={show}
        >
          Show the PDF
        </button>
      )}
      {open && (
        <section id="pdf-sheet" className="pdf-sheet" aria-label="Your PDF">
          <div className="pdf-sheet__bar">
            <label className="visually-hidden" htmlFor="pdf-sheet-jump">
              Go to a section
            </label>
            <select
              id="pdf-sheet-jump"
              className="field__input pdf-sheet__jump"
              value=""
              onChange={(e) => {
                const section = SECTIONS.find((s) => s.id === e.target.value);
                if (section) goToSection(section.id);
              }}
            >
              <option value="">Go to a section…</option>
              {SECTIONS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-expanded
              aria-controls="pdf-sheet"
              onClick={() => onOpenChange(false)}
            >
              Hide the PDF
            </button>
          </div>
          {children}
        </section>
      )}
    </>
  );
}
