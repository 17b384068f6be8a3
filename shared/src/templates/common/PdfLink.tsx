/** The original PDF, for templates' contact blocks; rendered only when the page offers it. */
export function PdfLink({ href, label }: { href: string | undefined; label: string }) {
  if (!href) return null;
  return (
    <li>
      <a className="fx-pdf-link" href={href} download>
        {label}
      </a>
    </li>
  );
}
