import { useOnline } from '../enhance/useOnline.js';

/**
 * Where the live page stands against the editor (issue 22): behind by the edits not published yet,
 * with Publish changes and Discard; behind while published changes wait to sync (offline too); else
 * up to date. It never says "saved" of the live page when only this device has the change.
 */
export function LiveStatus({
  unpublished,
  waitingToSync,
  publishing,
  onPublish,
  onDiscard,
}: {
  unpublished: readonly string[];
  waitingToSync: boolean;
  publishing: boolean;
  onPublish: () => void;
  onDiscard: () => void;
}) {
  const online = useOnline();
  const n = unpublished.length;
  return (
    <div className="live-status" data-testid="live-status">
      <p role="status" className="live-status__text">
        {n > 0 ? (
          <>
            <strong>
              Live page is behind: {n} {n === 1 ? 'change' : 'changes'}
            </strong>{' '}
            <span className="muted">({unpublished.join('; ')})</span>
          </>
        ) : waitingToSync ? (
          <strong>
            Live page is behind: your published changes are waiting to sync
            {online ? '.' : ' and go out when you are back online.'}
          </strong>
        ) : (
          'Live page is up to date.'
        )}
      </p>
      {n > 0 && (
        <div className="live-status__actions">
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={publishing}
            onClick={onPublish}
          >
            {publishing ? 'Publishing...' : 'Publish changes'}
          </button>
          <button type="button" className="btn btn--ghost btn--sm" disabled={publishing} onClick={onDiscard}>
            Discard changes
          </button>
        </div>
      )}
    </div>
  );
}
