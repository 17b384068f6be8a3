import { describe, expect, it } from 'vitest';
import { fromParseError, rateLimited } from './errors.js';

class CodedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

describe('fromParseError', () => {
  it('turns a parser error with a pdf_* or parse_* code into a 422 carrying its code and message', () => {
    const error = fromParseError(new CodedError('pdf_no_text', 'Scanned image only.'));
    expect(error).toMatchObject({ status: 422, code: 'pdf_no_text', message: 'Scanned image only.' });
    expect(fromParseError(new CodedError('parse_timeout', ''))).toMatchObject({
      status: 422,
      code: 'parse_timeout',
    });
  });

  it('leaves other errors alone', () => {
    expect(fromParseError(new Error('boom'))).toBeNull();
    expect(fromParseError(new CodedError('ENOENT', 'no file'))).toBeNull();
    expect(fromParseError(new CodedError('forbidden', 'not a parse error'))).toBeNull();
    expect(fromParseError('pdf_no_text')).toBeNull();
  });
});

describe('rateLimited', () => {
  it('says when to retry, in whole seconds, at least one', () => {
    expect(rateLimited(0.2).headers['Retry-After']).toBe('1');
    expect(rateLimited(59.1).headers['Retry-After']).toBe('60');
  });
});
