import { PHOTO_DATA_URL_PREFIX } from './photo.js';

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * A JPEG's segment structure for tests of the photo checks (SOI, APP0 JFIF, any `extra` segments,
 * a 3×2 frame header, start of scan): the checks read segments, not pixels.
 */
export function testJpegDataUrl(extra: { marker: number; text: string }[] = []): string {
  const bytes = [
    0xff,
    0xd8,
    ...segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...extra.flatMap(({ marker, text }) => segment(marker, ascii(text))),
    // Frame header: 8-bit, 2 rows of 3 pixels, one component.
    ...segment(0xc0, [8, 0, 2, 0, 3, 1, 1, 0x11, 0]),
    ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    0x00,
    0xff,
    0xd9,
  ];
  return PHOTO_DATA_URL_PREFIX + btoa(String.fromCharCode(...bytes));
}
