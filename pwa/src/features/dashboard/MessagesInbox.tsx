import type { ContactMessage } from '@folio/shared';
import type { Ref } from 'react';
import { Banner } from '../../components/Banner.js';
import { Spinner } from '../../components/Spinner.js';
import { formatDate } from './dashboardModel.js';
import type { MessagesState } from './useMessages.js';

interface Props {
  state: MessagesState;
  actionError: string | null;
  /** Show only one portfolio's messages (from its actions dialog); null for all. */
  portfolioFilter: { id: string; title: string } | null;
  onClearFilter: () => void;
  onSetRead: (id: string, read: boolean) => void;
  onDelete: (id: string) => void;
  onRetry: () => void;
  ref?: Ref<HTMLElement>;
}

/** The inbox of contact messages sent through published portfolio pages. */
export function MessagesInbox({
  state,
  actionError,
  portfolioFilter,
  onClearFilter,
  onSetRead,
  onDelete,
  onRetry,
  ref,
}: Props) {
  const messages: ContactMessage[] =
    state.status === 'loaded'
      ? state.messages.filter((m) => !portfolioFilter || m.portfolioId === portfolioFilter.id)
      : [];
  const unread = state.status === 'loaded' ? state.messages.filter((m) => !m.read).length : 0;

  return (
    <section ref={ref} className="inbox" aria-labelledby="inbox-title" tabIndex={-1}>
      <div className="section-head">
        <h2 id="inbox-title">
          Messages {unread > 0 && <span className="badge badge--accent">{unread} unread</span>}
        </h2>
        {portfolioFilter && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClearFilter}>
            Show all messages
          </button>
        )}
      </div>
      {portfolioFilter && <p className="muted">From the contact form of “{portfolioFilter.title}”.</p>}
      {actionError && <Banner tone="error">{actionError}</Banner>}
      {state.status === 'loading' && <Spinner label="Loading messages..." />}
      {state.status === 'error' && (
        <Banner tone="error">
          <p>{state.message}</p>
          <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
            Try again
          </button>
        </Banner>
      )}
      {state.status === 'loaded' && messages.length === 0 && (
        <p className="muted">
          No messages yet. When a visitor uses the contact form on one of your published portfolios, it
          appears here.
        </p>
      )}
      {messages.length > 0 && (
        <ul className="inbox__list">
          {messages.map((message) => (
            <li
              key={message._id}
              className={`card msg ${message.read ? '' : 'msg--unread'}`}
              data-testid="message"
            >
              <div className="msg__head">
                <p className="msg__from">
                  {!message.read && <span className="visually-hidden">Unread: </span>}
                  <strong className="break">{message.name}</strong>{' '}
                  <a className="break" href={`mailto:${encodeURIComponent(message.email)}`}>
                    {message.email}
                  </a>
                </p>
                <p className="muted msg__meta">
                  {message.portfolioTitle && <>To “{message.portfolioTitle}” · </>}
                  {formatDate(message.createdAt)}
                </p>
              </div>
              <p className="msg__text">{message.message}</p>
              <div className="row">
                <a
                  className="btn btn--secondary btn--sm"
                  href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent('Re: your message')}`}
                >
                  Reply by email
                </a>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => onSetRead(message._id, !message.read)}
                >
                  {message.read ? 'Mark as unread' : 'Mark as read'}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => onDelete(message._id)}
                >
                  Delete<span className="visually-hidden"> message from {message.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
