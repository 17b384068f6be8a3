import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  deletePortfolioDraft,
  getDb,
  getPortfolioDraft,
  putPortfolioDraft,
  type LocalPortfolioRecord,
} from '../../db/index.js';
import { hasPendingChanges, savePortfolioEdit } from '../../sync/index.js';
import { liveContentOf, unpublishedChanges, type EditedContent, type LiveContent } from './liveChanges.js';

export interface LivePage {
  /** Edits stay a draft on this device until published: the portfolio is live on the server. */
  staged: boolean;
  /** The live page's content, what Discard goes back to. */
  live: LiveContent | null;
  unpublished: string[];
  waitingToSync: boolean;
  publishing: boolean;
  /** Keeps the edits as the portfolio's draft (or forgets the draft once they equal the live page). */
  saveDraft: (edited: EditedContent) => Promise<void>;
  /**
   * Makes the edits the live page: one change to the server, so one new version. Unless `over` is
   * set, stops with 'changed-elsewhere' when another device published after these edits began.
   */
  publish: (edited: EditedContent, over?: boolean) => Promise<'published' | 'changed-elsewhere'>;
}

/**
 * Draft and live for a published portfolio (issue 22): edits are kept on this device as its draft,
 * and reach visitors only when the owner publishes them. `record` is the portfolio as it is now on
 * the device (null for a resume draft, which has no live page).
 */
export function useLivePage(
  record: LocalPortfolioRecord | null,
  stagedAtOpen: boolean,
  edited: EditedContent,
): LivePage {
  const [published, setPublished] = useState<{ content: LiveContent; version: number } | null>(null);
  const live = useMemo(() => {
    if (!record) return null;
    // Until the device's record shows what was just published, that is the live content.
    if (published && record.localVersion < published.version) return published.content;
    return liveContentOf(record);
  }, [record, published]);
  const [publishing, setPublishing] = useState(false);
  const liveRef = useRef(live);
  const revisionRef = useRef(record?.baseRevision ?? 0);
  useEffect(() => {
    liveRef.current = live;
    revisionRef.current = record?.baseRevision ?? 0;
  });

  const unpublished = useMemo(
    () => (stagedAtOpen && live ? unpublishedChanges(live, edited) : []),
    [stagedAtOpen, live, edited],
  );

  const id = record?.id ?? null;
  const ownerId = record?.ownerId ?? '';
  const saveDraft = useCallback(
    async (value: EditedContent) => {
      const base = liveRef.current;
      if (!id || !base) return;
      const db = getDb();
      if (unpublishedChanges(base, value).length === 0) return deletePortfolioDraft(db, id);
      // The revision the edits began from stays the draft's, however many saves follow.
      const kept = await getPortfolioDraft(db, id);
      const baseRevision = kept ? kept.baseRevision : revisionRef.current;
      await putPortfolioDraft(db, { id, ownerId, ...value, baseRevision });
    },
    [id, ownerId],
  );

  const publish = useCallback(
    async (value: EditedContent, over = false) => {
      const base = liveRef.current;
      if (!id || !base) return 'published' as const;
      const began = (await getPortfolioDraft(getDb(), id))?.baseRevision ?? null;
      // The server's revision as this device last heard it: another device's publish raised it.
      if (!over && began !== null && revisionRef.current > began) return 'changed-elsewhere' as const;
      setPublishing(true);
      try {
        const content = {
          resume: value.resume,
          settings: value.settings,
          title: value.title.trim() || base.title,
        };
        const saved = await savePortfolioEdit(id, content);
        if (saved) {
          setPublished({ content: liveContentOf(saved), version: saved.localVersion });
          await deletePortfolioDraft(getDb(), id);
        }
        return 'published' as const;
      } finally {
        setPublishing(false);
      }
    },
    [id],
  );

  return {
    staged: stagedAtOpen,
    live,
    unpublished,
    waitingToSync: record ? hasPendingChanges(record) : false,
    publishing,
    saveDraft,
    publish,
  };
}
