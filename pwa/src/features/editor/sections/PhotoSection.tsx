import { useId, useRef, useState } from 'react';
import {
  MAX_PHOTO_UPLOAD_BYTES,
  MAX_PHOTO_UPLOAD_LABEL,
  PHOTO_TYPES,
  type PortfolioSettings,
} from '@folio/shared';
import { uploadPhoto } from '../../../api/photo.js';
import type { SectionProps } from './types.js';

interface Props extends SectionProps {
  settings: PortfolioSettings;
  onSettings: (settings: PortfolioSettings) => void;
}

/**
 * The optional photo: chosen here, re-encoded by the server without its metadata (camera, time, GPS
 * position), shown on the page only when switched on, and in link previews only when chosen too.
 */
export function PhotoSection({ resume, update, settings, onSettings }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  const photo = resume.personalInfo.photo ?? '';
  const setPhoto = (value: string) =>
    update((r) => {
      const { photo: _old, ...info } = r.personalInfo;
      return { ...r, personalInfo: value ? { ...info, photo: value } : info };
    });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_PHOTO_UPLOAD_BYTES) {
      setState({ busy: false, error: `Choose a picture smaller than ${MAX_PHOTO_UPLOAD_LABEL}.` });
      return;
    }
    setState({ busy: true, error: '' });
    try {
      const answer = await uploadPhoto(file, file.name);
      setPhoto(answer.photo);
      setState({ busy: false, error: '' });
    } catch (error) {
      setState({
        busy: false,
        error: error instanceof Error ? error.message : 'The picture could not be sent.',
      });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section className="editor-section" aria-labelledby="sec-photo">
      <h2 id="sec-photo">Photo</h2>
      {photo ? (
        <img className="editor-photo" src={photo} alt="Your photo" width={96} height={96} />
      ) : (
        <p className="field__hint">No photo. A photo is optional; many resumes have none.</p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="photo-file">
          {photo ? 'Replace the photo' : 'Add a photo'}
        </label>
        <input
          ref={input}
          id="photo-file"
          className="field__input"
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={hintId}
          disabled={state.busy}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <p className="field__hint" id={hintId}>
          {PHOTO_TYPES}, up to {MAX_PHOTO_UPLOAD_LABEL}. Its camera details and location are removed.
        </p>
      </div>
      {state.busy && <p role="status">Preparing your photo…</p>}
      {state.error && (
        <p className="field__error" role="alert">
          {state.error}
        </p>
      )}
      {photo && (
        <>
          <label className="switch">
            <input
              type="checkbox"
              checked={settings.showPhoto === true}
              onChange={(e) => onSettings({ ...settings, showPhoto: e.target.checked })}
            />
            <span>
              Show my photo on my page
              <span className="field__hint">Off by default.</span>
            </span>
          </label>
          <label className="switch">
            <input
              type="checkbox"
              checked={settings.photoInPreview === true}
              disabled={settings.showPhoto !== true}
              onChange={(e) => onSettings({ ...settings, photoInPreview: e.target.checked })}
            />
            <span>
              Put my photo in link previews too
              <span className="field__hint">The picture chats and social sites show with your link.</span>
            </span>
          </label>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setPhoto('')}>
            Remove the photo
          </button>
        </>
      )}
    </section>
  );
}
