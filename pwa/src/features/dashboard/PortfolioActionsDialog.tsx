import type { PortfolioSummary } from '@folio/shared';
import { Dialog } from '../../components/Dialog.js';
import { Icon } from '../../components/Icon.js';

export type PortfolioAction = 'share' | 'edit' | 'template' | 'publish' | 'messages' | 'delete';

interface Props {
  portfolio: PortfolioSummary | null;
  unreadMessages: number;
  onChoose: (action: PortfolioAction, portfolio: PortfolioSummary) => void;
  onClose: () => void;
}

/** The per-portfolio actions (SPEC.md section 2, extended); closes on a choice or a backdrop click. */
export function PortfolioActionsDialog({ portfolio, unreadMessages, onChoose, onClose }: Props) {
  if (!portfolio) return null;
  const choose = (action: PortfolioAction) => () => onChoose(action, portfolio);
  return (
    <Dialog
      open
      title={portfolio.title || 'Untitled portfolio'}
      description={`Template: ${portfolio.template}`}
      onClose={onClose}
    >
      <ul className="action-list">
        <li>
          <button type="button" className="action" onClick={choose('share')} disabled={!portfolio.published}>
            <Icon name="link" />
            <span>
              Share Portfolio
              <small>{portfolio.published ? 'Copy the public link' : 'Publish it first to share it'}</small>
            </span>
          </button>
        </li>
        <li>
          <button type="button" className="action" onClick={choose('edit')}>
            <Icon name="pencil" />
            <span>
              Edit content<small>Change any field of the resume behind it</small>
            </span>
          </button>
        </li>
        <li>
          <button type="button" className="action" onClick={choose('template')}>
            <Icon name="palette" />
            <span>
              Change template<small>Currently {portfolio.template}</small>
            </span>
          </button>
        </li>
        <li>
          <button type="button" className="action" onClick={choose('publish')}>
            <Icon name={portfolio.published ? 'eyeOff' : 'globe'} />
            <span>
              {portfolio.published ? 'Unpublish' : 'Publish'}
              <small>{portfolio.published ? 'Hide the public page' : 'Make the public page visible'}</small>
            </span>
          </button>
        </li>
        <li>
          <button type="button" className="action" onClick={choose('messages')}>
            <Icon name="mail" />
            <span>
              Messages
              <small>{unreadMessages > 0 ? `${unreadMessages} unread` : 'Messages visitors sent'}</small>
            </span>
          </button>
        </li>
        <li>
          <button type="button" className="action action--danger" onClick={choose('delete')}>
            <Icon name="trash" />
            <span>
              Delete<small>Remove it and its messages from the server</small>
            </span>
          </button>
        </li>
      </ul>
    </Dialog>
  );
}
