import type { ResumeData } from '@folio/shared';
import { saveBlob } from '../features/share/saveBlob.js';

/** The writers (and the YAML library) load on the first click, not with the editor. */
async function download(resume: ResumeData, format: 'json' | 'yaml'): Promise<void> {
  const { exportFile } = await import('./exportFiles.js');
  const { name, blob } = exportFile(resume, format);
  saveBlob(blob, name);
}

/** In the editor: the resume as it stands, as JSON Resume or as RenderCV YAML, made on this device. */
export function ExportButtons({ resume }: { resume: ResumeData }) {
  return (
    <div className="export-buttons" role="group" aria-label="Export the resume">
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => void download(resume, 'json')}>
        Export JSON Resume
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => void download(resume, 'yaml')}>
        Export RenderCV YAML
      </button>
    </div>
  );
}
