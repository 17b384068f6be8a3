import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner } from '../../components/Banner.js';
import { restoreBackup } from './restoreBackup.js';

/** 'Restore from a backup': brings drafts back from a Folio backup or any JSON Resume file. */
export function RestoreBackup({ ownerId }: { ownerId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const handleFile = async (file: File) => {
    try {
      const drafts = await restoreBackup(ownerId, file);
      const last = drafts[drafts.length - 1];
      if (drafts.length === 1 && last) {
        navigate(`/edit?draft=${encodeURIComponent(last.id)}`);
        return;
      }
      setMessage({
        tone: 'success',
        text: `Restored ${drafts.length} drafts. They are listed on your dashboard.`,
      });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: error instanceof Error ? error.message : 'The backup could not be read.',
      });
    }
  };

  return (
    <div className="restore-backup">
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => input.current?.click()}>
        Restore from a backup (JSON Resume)
      </button>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept=".json,application/json"
        tabIndex={-1}
        aria-label="Restore from a backup (JSON Resume)"
        data-testid="backup-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void handleFile(file);
        }}
      />
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
    </div>
  );
}
