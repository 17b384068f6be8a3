import type { ReferrerCount } from '@folio/shared';

/** The server's name for the sites past a day's cap of referring hosts. */
const OTHER = 'other';

/**
 * Where visitors came from: the referring sites' hosts the server counted over the days shown, most
 * views first. Only what browsers tell (many send no referrer), so it says so rather than implying
 * every visit is accounted for.
 */
export function ReferrerList({ referrers, days }: { referrers: readonly ReferrerCount[]; days: number }) {
  return (
    <section className="card referrers" aria-labelledby="referrers-title">
      <h2 id="referrers-title" className="referrers__title">
        Where visitors came from
      </h2>
      <p className="referrers__note">
        Sites that link to you, when the browser says so, over the last {days} days.
      </p>
      {referrers.length === 0 ? (
        <p className="referrers__empty">No referring sites yet.</p>
      ) : (
        <ol className="referrers__list">
          {referrers.map((r) => (
            <li key={r.host} className="referrers__item">
              <span className="referrers__host">{r.host === OTHER ? 'Other sites' : r.host}</span>
              <span className="referrers__views">
                {r.views.toLocaleString()} {r.views === 1 ? 'view' : 'views'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
