import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { Banner } from '../../components/Banner.js';
import { getDb } from '../../db/index.js';
import { listApplications } from './store.js';
import { stalePublished } from './trackerModel.js';

/**
 * The dashboard's nudge (issue 23, item 5): a published page unchanged for six months while
 * applications are under way is what recruiters opening the links see. Also the dashboard's way in
 * to the tracker, with how many applications are active.
 */
export function StalePageNudge({
  userId,
  portfolios,
}: {
  userId: string | null | undefined;
  portfolios: readonly { _id: string; title: string; published: boolean; updatedAt: string }[];
}) {
  const apps = useLiveQuery(async () => (userId ? listApplications(getDb(), userId) : []), [userId]);
  if (!apps) return null;
  const stale = stalePublished(portfolios, apps);
  if (stale.length === 0) return null;
  const since = new Date(Math.max(...stale.map((p) => Date.parse(p.updatedAt)))).toLocaleDateString(
    undefined,
    {
      dateStyle: 'medium',
    },
  );
  const names = stale.map((p) => `“${p.title || 'Untitled portfolio'}”`).join(', ');
  return (
    <div className="stale-nudge">
      <Banner tone="info">
        <p>
          {names} {stale.length === 1 ? 'has' : 'have'} not changed since {since}, and you have applications
          under way. Recruiters opening your links see that page: is it still up to date?{' '}
          <Link to="/applications">See your applications</Link>
        </p>
      </Banner>
    </div>
  );
}
