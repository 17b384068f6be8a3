import { API, isStoredPhoto, type PhotoUploadResponse } from '@folio/shared';
import { apiCall } from './client.js';

const PHOTO_TIMEOUT_MS = 60_000;

/** Sends a picture to be re-encoded as the resume's photo (POST /api/photo); nothing is stored yet. */
export function uploadPhoto(file: Blob, name: string): Promise<PhotoUploadResponse> {
  const form = new FormData();
  form.append('photo', file, name);
  return apiCall(
    API.photo,
    (body) => {
      const answer = body as Partial<PhotoUploadResponse> | null;
      if (typeof answer?.photo !== 'string' || !isStoredPhoto(answer.photo)) throw new Error('no photo');
      return { photo: answer.photo, width: Number(answer.width), height: Number(answer.height) };
    },
    { method: 'POST', body: form, timeoutMs: PHOTO_TIMEOUT_MS },
  );
}
