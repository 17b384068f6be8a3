/**
 * The resume's optional photo: a small JPEG the server re-encoded from the owner's upload, kept in
 * the resume as a data URL so it syncs, exports and versions with the rest. The upload route
 * (sync-server routes/photo) is its only maker; this module is what every side checks it by.
 */

/** The largest picture the owner may send (bytes): a phone camera's JPEG fits. */
export const MAX_PHOTO_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_PHOTO_UPLOAD_LABEL = '8 MB';
/** The longest side of the stored photo, in pixels: sharp at the templates' largest (200 CSS px at 2×). */
export const PHOTO_MAX_SIDE = 400;
/** The largest picture decoded (pixels): bigger is refused before decoding, so a hostile file cannot exhaust memory. */
export const MAX_PHOTO_DECODE_PIXELS = 40_000_000;
/** A stored photo's data URL at most: a 400 px JPEG at the encoder's quality is 20–60 KB. */
export const MAX_PHOTO_DATA_URL = 160_000;
export const PHOTO_DATA_URL_PREFIX = 'data:image/jpeg;base64,';
/** The picture types the server reads, judged by their first bytes. */
export const PHOTO_TYPES = 'JPEG or PNG';

export type PhotoType = 'jpeg' | 'png';

/** What the file's first bytes say it is, never its name or the client's MIME claim. */
export function photoType(bytes: Uint8Array): PhotoType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/**
 * The marker of each JPEG segment before the image data, or null when the bytes are not a JPEG's
 * segment structure. Metadata lives in APP1–APP15 (Exif and its GPS position, XMP, ICC, maker
 * notes) and COM segments.
 */
export function jpegMarkers(bytes: Uint8Array): number[] | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) return markers; // start of scan: the image data follows
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/**
 * Width and height from a JPEG's frame header (SOF0–SOF15 except DHT, JPG and DAC, which share the
 * range), before any decoding; null when there is none before the image data.
 */
export function jpegFrameSize(bytes: Uint8Array): { width: number; height: number } | null {
  const u16 = (at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 <= bytes.length; at += 2 + u16(at + 2)) {
    const marker = bytes[at + 1] ?? 0;
    if (bytes[at] !== 0xff || marker === 0xda || u16(at + 2) < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16(at + 5), width: u16(at + 7) };
    }
  }
  return null;
}

/** APP0 (JFIF) is the only application segment a stored photo may carry; no comments. */
const isMetadata = (marker: number) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;

function base64Bytes(base64: string): Uint8Array | null {
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * Whether `value` is a photo as the server stores it: a JPEG data URL, within size, with no
 * metadata segment. Anything else in a resume (a link, an image with Exif, another type) is refused.
 */
export function isStoredPhoto(value: string): boolean {
  const bytes = storedPhotoBytes(value);
  const markers = bytes && jpegMarkers(bytes);
  return !!markers && !markers.some(isMetadata);
}

function storedPhotoBytes(value: string): Uint8Array | null {
  if (!value.startsWith(PHOTO_DATA_URL_PREFIX) || value.length > MAX_PHOTO_DATA_URL) return null;
  const base64 = value.slice(PHOTO_DATA_URL_PREFIX.length);
  return /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? base64Bytes(base64) : null;
}

/** A stored photo's size in pixels (for `<img width height>`), null when `value` is not one. */
export function storedPhotoSize(value: string): { width: number; height: number } | null {
  if (!isStoredPhoto(value)) return null;
  const bytes = storedPhotoBytes(value);
  return bytes && jpegFrameSize(bytes);
}
