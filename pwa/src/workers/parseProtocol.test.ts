import { describe, expect, it } from 'vitest';
import { emptyResume } from '@folio/shared';
import { readParseRequest, readParseResponse } from './parseProtocol.js';

describe('parse worker protocol', () => {
  it('reads a parse request only with an ArrayBuffer', () => {
    const bytes = new ArrayBuffer(8);
    expect(readParseRequest({ type: 'parse', id: 1, bytes })).toEqual({ type: 'parse', id: 1, bytes });
    expect(readParseRequest({ type: 'parse', id: 1, bytes: 'x' })).toBeNull();
    expect(readParseRequest({ type: 'cancel', id: 2 })).toEqual({ type: 'cancel', id: 2 });
    expect(readParseRequest({ type: 'other', id: 2 })).toBeNull();
  });

  it('validates a finished outcome and turns a malformed one into a failure', () => {
    const outcome = {
      resume: emptyResume(),
      provenance: {},
      unplaced: [],
      meta: { pages: 1, ms: 12, language: 'en' },
    };
    expect(readParseResponse({ type: 'done', id: 3, outcome })).toEqual({
      type: 'done',
      id: 3,
      outcome,
      embedded: null,
    });
    const embedded = {
      source: 'resume.json attached to the PDF',
      notes: [{ level: 'warning', text: 'Check it.' }],
    };
    expect(readParseResponse({ type: 'done', id: 3, outcome, embedded })).toEqual({
      type: 'done',
      id: 3,
      outcome,
      embedded,
    });
    expect(readParseResponse({ type: 'done', id: 3, outcome, embedded: { source: 7 } })).toMatchObject({
      embedded: null,
    });
    const bad = readParseResponse({ type: 'done', id: 3, outcome: { resume: { personalInfo: 5 } } });
    expect(bad).toMatchObject({ type: 'failed', id: 3, code: 'parse_failed' });
  });

  it('keeps known error codes and maps unknown ones to parse_failed', () => {
    expect(readParseResponse({ type: 'failed', id: 4, code: 'pdf_no_text', message: 'scan' })).toMatchObject({
      code: 'pdf_no_text',
    });
    expect(readParseResponse({ type: 'failed', id: 4, code: 'rm -rf', message: 'x' })).toMatchObject({
      code: 'parse_failed',
    });
  });

  it('reads progress with a known stage only', () => {
    expect(
      readParseResponse({ type: 'progress', id: 5, progress: { stage: 'text', page: 1, pages: 2 } }),
    ).toEqual({
      type: 'progress',
      id: 5,
      progress: { stage: 'text', page: 1, pages: 2 },
    });
    expect(readParseResponse({ type: 'progress', id: 5, progress: { stage: 'nope' } })).toBeNull();
  });
});
