import { useState } from 'react';
import { useAuth } from '../../auth/index.js';
import { backupFile } from '../../sync/index.js';
import { saveBlob } from './saveBlob.js';

/**
 * One click downloads every draft and portfolio on this device as JSON Resume documents: a copy the
 * person owns, which /upload can restore and other resume tools can read.
 */
export function BackupButton({ className = 'btn btn--ghost btn--sm' }: { className?: string }) {
  const { user } = useAuth();
  const [failed, setFailed] = useState(false);
  if (!user) return null;
  const download = async () => {
    try {
      const { name, blob } = await backupFile(user._id);
      saveBlob(blob, name);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void download()}>
        Download a backup (JSON Resume)
      </button>
      {failed && <span role="alert">The backup could not be made.</span>}
    </>
  );
}
