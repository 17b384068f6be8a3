import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { API, jpegMarkers, PHOTO_DATA_URL_PREFIX, type PhotoUploadResponse } from '@folio/shared';
import { buildSampleResume } from '@folio/shared/templates';
import { api, fileForm } from '../../test/http.js';
import { signedInPerson, startTestServer, type TestServer } from '../../test/testServer.js';
import { EXIF_MAKE, GPS_DEGREES, jpegWithExif, transparentPng } from './photoFixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const send = async (email: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg', name = 'me.jpg') => {
  const p = await signedInPerson(server, email);
  return api(server, 'POST', API.photo, {
    token: p.token,
    body: fileForm(bytes, { field: 'photo', type, name }),
  });
};
const jpegOf = (photo: string) => Buffer.from(photo.slice(PHOTO_DATA_URL_PREFIX.length), 'base64');
const rgbAt = (image: { width: number; data: Uint8Array }, x: number, y: number) => {
  const i = (y * image.width + x) * 4;
  return [...image.data.subarray(i, i + 3)];
};

describe('POST /api/photo', () => {
  it('re-encodes a camera JPEG: no Exif, GPS, camera make or comment is left, and it stands upright', async () => {
    // Orientation 6: the camera was turned; the picture must turn a quarter clockwise to stand up.
    const upload = jpegWithExif(600, 300, 6);
    expect(Buffer.from(upload).includes(EXIF_MAKE)).toBe(true);
    const res = await send('photo-exif@example.org', upload);
    expect(res.status).toBe(201);
    const body = res.body as PhotoUploadResponse;
    expect(body.photo.startsWith(PHOTO_DATA_URL_PREFIX)).toBe(true);
    const stored = jpegOf(body.photo);
    const markers = jpegMarkers(stored) ?? [];
    expect(markers).toContain(0xe0);
    expect(markers.filter((m) => (m >= 0xe1 && m <= 0xef) || m === 0xfe)).toEqual([]);
    for (const trace of ['Exif', EXIF_MAKE, 'shot at home'])
      expect(stored.includes(trace), trace).toBe(false);
    // The GPS latitude's rational (61/1) is nowhere in the file.
    const rational = Buffer.alloc(8);
    rational.writeUInt32LE(GPS_DEGREES, 0);
    rational.writeUInt32LE(1, 4);
    expect(stored.includes(rational)).toBe(false);

    // Scaled to 400 px on its long side, then turned: 600×300 → 400×200 → 200×400.
    const image = jpeg.decode(stored, { useTArray: true });
    expect([image.width, image.height]).toEqual([200, 400]);
    expect([body.width, body.height]).toEqual([200, 400]);
    // The left (red) half is now on top, the blue half below.
    const [r1, , b1] = rgbAt(image, 100, 50);
    const [r2, , b2] = rgbAt(image, 100, 350);
    expect(r1).toBeGreaterThan(150);
    expect(b1).toBeLessThan(90);
    expect(b2).toBeGreaterThan(150);
    expect(r2).toBeLessThan(90);
  });

  it('takes a PNG, its transparency on white', async () => {
    const res = await send('photo-png@example.org', transparentPng(80, 40), 'image/png', 'me.png');
    expect(res.status).toBe(201);
    const image = jpeg.decode(jpegOf((res.body as PhotoUploadResponse).photo), { useTArray: true });
    expect([image.width, image.height]).toEqual([80, 40]);
    expect(rgbAt(image, 70, 20).every((c) => c > 230)).toBe(true);
  });

  it('judges by bytes, size and pixel count, and says why', async () => {
    const text = new Uint8Array(Buffer.from('not a picture at all'));
    const asJpeg = await send('photo-bad@example.org', text, 'image/jpeg', 'me.jpg');
    expect(asJpeg.status).toBe(415);
    expect(asJpeg.body).toMatchObject({ error: { message: 'Choose a JPEG or PNG picture.' } });

    const big = new Uint8Array(9 * 1024 * 1024);
    big.set(jpegWithExif(8, 8));
    const tooBig = await send('photo-bad@example.org', big);
    expect(tooBig.status).toBe(413);

    // A header that claims 30000×30000 pixels is refused before anything is decoded.
    const huge = Buffer.from(jpegWithExif(16, 16));
    for (let at = 2; at + 9 < huge.length; at += 2 + huge.readUInt16BE(at + 2)) {
      if (huge[at + 1] === 0xc0) {
        huge.writeUInt16BE(30000, at + 5);
        huge.writeUInt16BE(30000, at + 7);
        break;
      }
    }
    const claimed = await send('photo-bad@example.org', new Uint8Array(huge));
    expect(claimed.status).toBe(413);

    const truncated = jpegWithExif(64, 64).slice(0, 300);
    const unreadable = await send('photo-bad@example.org', truncated);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toMatchObject({ error: { message: 'The picture could not be read.' } });

    const anonymous = await api(server, 'POST', API.photo, {
      body: fileForm(jpegWithExif(8, 8), { field: 'photo' }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('is the only way in: a resume whose photo still carries Exif is refused, nothing saved', async () => {
    const p = await signedInPerson(server, 'photo-resume@example.org');
    const withExif = PHOTO_DATA_URL_PREFIX + Buffer.from(jpegWithExif(16, 16)).toString('base64');
    const base = buildSampleResume();
    const refused = await api(server, 'POST', API.createPortfolio('Cascade', p.id), {
      token: p.token,
      json: { resume: { ...base, personalInfo: { ...base.personalInfo, photo: withExif } } },
    });
    expect(refused.status).toBe(400);
    expect(await server.storage.portfolios.listByOwner(p.id)).toHaveLength(0);

    const uploaded = await send('photo-resume@example.org', jpegWithExif(60, 60));
    const { photo } = uploaded.body as PhotoUploadResponse;
    const created = await api(server, 'POST', API.createPortfolio('Cascade', p.id), {
      token: p.token,
      json: { resume: { ...base, personalInfo: { ...base.personalInfo, photo } } },
    });
    expect(created.status).toBe(201);
    const [stored] = await server.storage.portfolios.listByOwner(p.id);
    expect(stored?.resume.personalInfo.photo).toBe(photo);
  });
});
