import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import {
  isStoredPhoto,
  jpegFrameSize,
  jpegMarkers,
  MAX_PHOTO_DECODE_PIXELS,
  PHOTO_DATA_URL_PREFIX,
  PHOTO_MAX_SIDE,
  photoType,
  type PhotoType,
} from '@folio/shared';

/** Why a picture could not be taken; the route turns each into its HTTP answer. */
export class PhotoError extends Error {
  constructor(
    readonly reason: 'type' | 'too_large' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
}

const JPEG_QUALITY = 85;

/**
 * Re-encodes an uploaded picture as the resume's photo: decoded to pixels, turned upright as its Exif
 * orientation says, scaled to fit PHOTO_MAX_SIDE, and encoded afresh as a JPEG that carries nothing
 * but the pixels: the Exif block (camera, time, GPS position), XMP, ICC and comments of the upload
 * are not copied. The type is judged by the bytes; the size is read from the header before decoding.
 */
export function reencodePhoto(bytes: Uint8Array): { photo: string; width: number; height: number } {
  const type = photoType(bytes);
  if (!type) throw new PhotoError('type', 'Choose a JPEG or PNG picture.');
  const size = declaredSize(type, bytes);
  if (!size) throw new PhotoError('unreadable', 'The picture could not be read.');
  if (size.width * size.height > MAX_PHOTO_DECODE_PIXELS) {
    throw new PhotoError(
      'too_large',
      'The picture has too many pixels; choose one of at most 40 megapixels.',
    );
  }
  let pixels: Pixels;
  try {
    pixels = type === 'jpeg' ? decodeJpeg(bytes) : decodePng(bytes);
  } catch {
    throw new PhotoError('unreadable', 'The picture could not be read.');
  }
  const upright = orient(fit(pixels, PHOTO_MAX_SIDE), type === 'jpeg' ? exifOrientation(bytes) : 1);
  const encoded = jpeg.encode({ ...upright, data: Buffer.from(upright.data) }, JPEG_QUALITY).data;
  const photo = PHOTO_DATA_URL_PREFIX + Buffer.from(encoded).toString('base64');
  // The encoder writes JFIF only; checked all the same, as every resume write checks it.
  if (!isStoredPhoto(photo)) throw new PhotoError('unreadable', 'The picture could not be stored.');
  return { photo, width: upright.width, height: upright.height };
}

function decodeJpeg(bytes: Uint8Array): Pixels {
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: MAX_PHOTO_DECODE_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 512,
  });
  return { width: image.width, height: image.height, data: image.data };
}

/** PNG pixels over white: a JPEG has no transparency. */
function decodePng(bytes: Uint8Array): Pixels {
  const image = PNG.sync.read(Buffer.from(bytes));
  const data = new Uint8Array(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = (data[i + 3] ?? 255) / 255;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round((data[i + c] ?? 0) * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

/** Width and height as the file's header states them (JPEG frame, PNG IHDR), before any decoding. */
function declaredSize(type: PhotoType, bytes: Uint8Array): { width: number; height: number } | null {
  if (type === 'jpeg') return jpegFrameSize(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
}

/** The Exif orientation (1–8) of a JPEG, 1 when it has none. */
function exifOrientation(bytes: Uint8Array): number {
  const markers = jpegMarkers(bytes);
  if (!markers?.includes(0xe1)) return 1;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    const marker = bytes[at + 1];
    const length = view.getUint16(at + 2);
    if (marker === 0xda) break;
    const exif = at + 4;
    const isExif = marker === 0xe1 && String.fromCharCode(...bytes.subarray(exif, exif + 4)) === 'Exif';
    if (isExif && exif + 14 <= bytes.length) {
      const tiff = exif + 6;
      const little = bytes[tiff] === 0x49;
      const u16 = (o: number) => (o + 2 <= bytes.length ? view.getUint16(o, little) : 0);
      const u32 = (o: number) => (o + 4 <= bytes.length ? view.getUint32(o, little) : 0);
      const ifd = tiff + u32(tiff + 4);
      const count = u16(ifd);
      for (let i = 0; i < count; i++) {
        const entry = ifd + 2 + i * 12;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

/** The picture scaled down (averaging the source pixels each target pixel covers) to fit `side`. */
function fit(image: Pixels, side: number): Pixels {
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  if (scale === 1) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / scale);
    const y1 = Math.min(image.height, Math.max(y0 + 1, Math.floor((y + 1) / scale)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x / scale);
      const x1 = Math.min(image.width, Math.max(x0 + 1, Math.floor((x + 1) / scale)));
      const sum = [0, 0, 0];
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * image.width + sx) * 4;
          for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (image.data[i + c] ?? 0);
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[o + c] = Math.round((sum[c] ?? 0) / n);
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

/** The pixels turned upright for Exif orientation 1–8 (mirrorings and quarter turns). */
function orient(image: Pixels, orientation: number): Pixels {
  if (orientation === 1) return image;
  const swap = orientation >= 5;
  const width = swap ? image.height : image.width;
  const height = swap ? image.width : image.height;
  const data = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const [tx, ty] = target(orientation, x, y, image.width, image.height);
      data.set(
        image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
        (ty * width + tx) * 4,
      );
    }
  }
  return { width, height, data };
}

function target(orientation: number, x: number, y: number, w: number, h: number): [number, number] {
  switch (orientation) {
    case 2:
      return [w - 1 - x, y];
    case 3:
      return [w - 1 - x, h - 1 - y];
    case 4:
      return [x, h - 1 - y];
    case 5:
      return [y, x];
    case 6:
      return [h - 1 - y, x];
    case 7:
      return [h - 1 - y, w - 1 - x];
    default:
      return [y, w - 1 - x];
  }
}
