import { describe, expect, it } from 'vitest';
import { restoreResume, ResumeError } from '../restore.js';
import { emptyResume } from '../schema.js';
import { isStoredPhoto, photoType } from './photo.js';
import { testJpegDataUrl } from './testPhoto.js';

describe('the stored photo', () => {
  it('is a JPEG data URL with no metadata segment', () => {
    expect(isStoredPhoto(testJpegDataUrl())).toBe(true);
    expect(isStoredPhoto(testJpegDataUrl([{ marker: 0xe1, text: 'Exif\0\0GPS' }]))).toBe(false);
    expect(isStoredPhoto(testJpegDataUrl([{ marker: 0xe2, text: 'ICC_PROFILE' }]))).toBe(false);
    expect(isStoredPhoto(testJpegDataUrl([{ marker: 0xfe, text: 'a comment' }]))).toBe(false);
    expect(isStoredPhoto(testJpegDataUrl().replace('image/jpeg', 'image/png'))).toBe(false);
    expect(isStoredPhoto('https://example.com/me.jpg')).toBe(false);
    expect(isStoredPhoto('data:image/jpeg;base64,PHN2Zz4=')).toBe(false);
  });

  it('is kept by restoreResume, and anything else in its place is refused, not dropped', () => {
    const photo = testJpegDataUrl();
    const base = emptyResume();
    const kept = restoreResume({ ...base, personalInfo: { ...base.personalInfo, photo } });
    expect(kept.personalInfo.photo).toBe(photo);
    const bad = testJpegDataUrl([{ marker: 0xe1, text: 'Exif\0\0' }]);
    expect(() => restoreResume({ ...base, personalInfo: { ...base.personalInfo, photo: bad } })).toThrow(
      ResumeError,
    );
    expect(restoreResume(base).personalInfo.photo).toBeUndefined();
  });

  it('is judged by its first bytes', () => {
    expect(photoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(photoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(photoType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});
