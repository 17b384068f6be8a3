import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A camera-like picture for tests: left half red, right half blue. */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const red = x < width / 2;
      data[i] = red ? 220 : 20;
      data[i + 1] = 20;
      data[i + 2] = red ? 20 : 220;
      data[i + 3] = 255;
    }
  }
  return data;
}

/** The camera's make written into the Exif block, and the GPS latitude's degrees (61/1). */
export const EXIF_MAKE = 'FolioTestCam';
export const GPS_DEGREES = 61;

/**
 * An Exif APP1 segment as a phone writes one: IFD0 with Make, Orientation and a GPS pointer, and a
 * GPS IFD with latitude 61° 12' 30" N (made-up).
 */
function exifSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(200);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: three entries.
  tiff.writeUInt16LE(3, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x010f, 2, EXIF_MAKE.length + 1, 100); // Make → string at 100
  entry(22, 0x0112, 3, 1, orientation); // Orientation (SHORT in the value field)
  entry(34, 0x8825, 4, 1, 60); // GPSInfo IFD at 60
  tiff.writeUInt32LE(0, 46);
  // GPS IFD at 60: two entries.
  tiff.writeUInt16LE(2, 60);
  tiff.writeUInt16LE(0x0001, 62); // GPSLatitudeRef
  tiff.writeUInt16LE(2, 64);
  tiff.writeUInt32LE(2, 66);
  tiff.write('N\0', 70, 'latin1');
  tiff.writeUInt16LE(0x0002, 74); // GPSLatitude, three RATIONALs at 130
  tiff.writeUInt16LE(5, 76);
  tiff.writeUInt32LE(3, 78);
  tiff.writeUInt32LE(130, 82);
  tiff.writeUInt32LE(0, 86);
  tiff.write(`${EXIF_MAKE}\0`, 100, 'latin1');
  [GPS_DEGREES, 1, 12, 1, 30, 1].forEach((n, i) => tiff.writeUInt32LE(n, 130 + i * 4));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** A JPEG of `width`×`height` carrying Exif (camera make, orientation, GPS position) and a comment. */
export function jpegWithExif(width: number, height: number, orientation = 1): Uint8Array<ArrayBuffer> {
  const plain = jpeg.encode(
    { width, height, data: pixels(width, height), comments: ['shot at home'] },
    90,
  ).data;
  // After SOI (2 bytes) and APP0 JFIF, as cameras place it.
  const app0 = 4 + plain.readUInt16BE(4);
  const out = Buffer.concat([plain.subarray(0, app0), exifSegment(orientation), plain.subarray(app0)]);
  return new Uint8Array(out);
}

/** A PNG with a transparent right half. */
export function transparentPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const png = new PNG({ width, height });
  const data = pixels(width, height);
  for (let i = 0; i < data.length; i += 4) if ((i / 4) % width >= width / 2) data[i + 3] = 0;
  data.copy(png.data);
  return new Uint8Array(PNG.sync.write(png));
}
