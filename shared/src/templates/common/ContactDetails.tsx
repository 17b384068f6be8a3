import { safeUrl } from '../../security/url.js';
import type { TemplateView } from '../types.js';

/** Email, phone and location, each only when the owner shows it (the view already holds '' otherwise). */
export function ContactDetails({ data }: { data: TemplateView }) {
  const mail = data.email ? safeUrl(`mailto:${data.email}`) : '';
  const tel = data.phone ? safeUrl(`tel:${data.phone.replace(/[^\d+]/g, '')}`) : '';
  if (!data.email && !data.phone && !data.location) return null;
  return (
    <ul className="fx-contact-details">
      {data.email && <li>{mail ? <a href={mail}>{data.email}</a> : data.email}</li>}
      {data.phone && <li>{tel ? <a href={tel}>{data.phone}</a> : data.phone}</li>}
      {data.location && <li>{data.location}</li>}
    </ul>
  );
}
