import { formatDateTime } from '../../components/dateTime.js';
import type { LinkOpenedNotice } from '@folio/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchNotifications, markNotificationsSeen } from '../../api/index.js';

/**
 * Dashboard notifications: a private link opened for the first time ("Acme — backend role was
 * opened"). Shown until the owner dismisses them; quietly absent offline or when there are none.
 */
export function LinkOpenNotices() {
  const [notices, setNotices] = useState<LinkOpenedNotice[]>([]);
  useEffect(() => {
    let cancelled = false;
    fetchNotifications().then(
      (found) => !cancelled && setNotices(found),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  if (!notices.length) return null;
  const dismiss = (ids: string[]) => {
    setNotices((n) => n.filter((x) => !ids.includes(x.id)));
    void markNotificationsSeen(ids).catch(() => undefined);
  };
  return (
    <section className="banner banner--info link-notices" aria-label="Notifications">
      <ul className="link-notices__list">
        {notices.map((n) => (
          <li key={n.id}>
            Your private link <strong>{n.label}</strong> was opened for the first time on{' '}
            {formatDateTime(n.openedAt)}.{' '}
            <Link to={`/portfolio-link?portfolio=${encodeURIComponent(n.portfolioId)}`}>See its opens</Link>{' '}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => dismiss([n.id])}>
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
