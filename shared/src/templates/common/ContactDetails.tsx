import { safeUrl } from '../../security/url.js';
import type { TemplateView } from '../types.js';
import { PdfLink } from './PdfLink.js';

/**
 * Email, phone and location, each only when the owner shows it (the view already holds '' otherwise),
 * and the original PDF when the owner offers it.
 */
export function ContactDetails({ data }: { data: TemplateView }) {
  const mail = data.email ? safeUrl(`mailto:${data.email}`) : '';
  const tel = data.phone ? safeUrl(`tel:${data.phone.replace(/[^\d+]/g, '')}`) : '';
  if (!data.email && !data.phone && !data.location && !data.pdfHref) return null;
  return (
    <ul className="fx-contact-details">
      {/* An address or a number reads left to right, in a right-to-left page too. */}
      {data.email && (
        <li>
          <bdi dir="ltr">{mail ? <a href={mail}>{data.email}</a> : data.email}</bdi>
        </li>
      )}
      {data.phone && (
        <li>
          <bdi dir="ltr">{tel ? <a href={tel}>{data.phone}</a> : data.phone}</bdi>
        </li>
      )}
      {data.location && <li>{data.location}</li>}
      <PdfLink href={data.pdfHref} label={data.t.downloadPdf} />
    </ul>
  );
}
