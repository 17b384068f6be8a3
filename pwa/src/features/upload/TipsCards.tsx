import { MAX_UPLOAD_LABEL } from '@folio/shared';

const TIPS = [
  {
    title: 'PDF Format',
    text: 'Use the PDF your resume tool exported. Scanned images have no text to read.',
  },
  {
    title: 'Clear Structure',
    text: 'Headings such as Experience, Education and Skills help us put each line in the right place.',
  },
  {
    title: 'File Size',
    text: `Up to ${MAX_UPLOAD_LABEL}. Your PDF is read on this device and you can fix anything before publishing.`,
  },
] as const;

/** The three tips cards of SPEC.md section 2. */
export function TipsCards() {
  return (
    <section className="upload-tips" aria-label="Tips">
      {TIPS.map((tip) => (
        <article key={tip.title} className="card upload-tips__card">
          <h2>{tip.title}</h2>
          <p className="muted">{tip.text}</p>
        </article>
      ))}
    </section>
  );
}
