/** The original PDF, for templates' contact blocks; rendered only when the page offers it. */
export function PdfLink({ href }: { href: string | undefined }) {
  if (!href) return null;
  return (
    <li>
      <a className="fx-pdf-link" href={href} download>
        Download resume (PDF)
      </a>
    </li>
  );
}
