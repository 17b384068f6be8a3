import type { TemplateView } from '../types.js';

/**
 * Under the name and title on every template: the current role, and the owner's status line ("Open
 * to new roles"), so a recruiter's first screen says who, what and where now.
 */
export function HeroNow({ data, status = true }: { data: TemplateView; status?: boolean }) {
  return (
    <>
      {data.currentRole && <p className="fx-now">{data.currentRole}</p>}
      {status && data.status && <p className="fx-open">{data.status}</p>}
    </>
  );
}
