import { describe, expect, it } from 'vitest';
import { validateContact, validateNewsletterEmail } from './contactValidation.js';
import { FEATURE_CARDS, filterFeatures } from './featureCards.js';
import { peekPendingUpload, setPendingUpload, takePendingUpload } from './pendingUpload.js';
import { formatMegabytes, validatePdf } from './validatePdf.js';

describe('contact form validation (SPEC.md section 5)', () => {
  it('requires every field and an email-format address', () => {
    expect(validateContact({ name: '', email: '', subject: ' ', message: '' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
    expect(validateContact({ name: 'A', email: 'a@b', subject: 'S', message: 'M' })).toEqual({
      email: 'Enter a valid email address.',
    });
    expect(validateContact({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' })).toEqual({});
  });
  it('refuses what the server would refuse as too long', () => {
    expect(
      validateContact({ name: 'A', email: 'a@example.com', subject: 'S', message: 'x'.repeat(5001) }),
    ).toEqual({
      message: 'Message is too long.',
    });
  });
  it('newsletter: required and email format', () => {
    expect(validateNewsletterEmail('')).toBe('Email is required.');
    expect(validateNewsletterEmail('nope')).toBe('Enter a valid email address.');
    expect(validateNewsletterEmail('reader@example.com')).toBeNull();
  });
});

describe('feature cards', () => {
  it('nine cards; every filter shows only its category', () => {
    expect(FEATURE_CARDS).toHaveLength(9);
    expect(filterFeatures('all')).toHaveLength(9);
    for (const category of ['AI Powered', 'Design', 'Analytics', 'Performance'] as const) {
      const cards = filterFeatures(category);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((c) => c.category === category)).toBe(true);
    }
  });
});

describe('hero upload checks', () => {
  const pdf = (bytes: string, name = 'cv.pdf', type = 'application/pdf') => new File([bytes], name, { type });

  it('accepts a real PDF and keeps it for /upload until taken once', async () => {
    const file = pdf('%PDF-1.7\n...');
    expect(await validatePdf(file)).toBeNull();
    setPendingUpload(file);
    expect(peekPendingUpload()).toBe(file);
    expect(takePendingUpload()).toBe(file);
    expect(takePendingUpload()).toBeNull();
  });

  it('refuses other types, fake PDFs and files over 5 MB with the spec’s messages', async () => {
    expect(await validatePdf(pdf('hello', 'cv.txt', 'text/plain'))).toBe('Please upload a PDF file');
    expect(await validatePdf(pdf('not really a pdf'))).toBe('Please upload a PDF file');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    expect(await validatePdf(big)).toBe('File size must be less than 5MB');
  });

  it('shows sizes in MB', () => {
    expect(formatMegabytes(1024 * 1024 * 1.5)).toBe('1.50 MB');
  });
});
