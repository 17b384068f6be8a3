import { ERROR_MESSAGES, isErrorCode, type ErrorCode } from '../../api/errors.js';

/** Codes a parse can end with; each means "no resume", never "a guessed resume". */
export const PARSE_ERROR_CODES = [
  'pdf_no_text',
  'pdf_empty',
  'pdf_encrypted',
  'pdf_corrupt',
  'pdf_too_many_pages',
  'pdf_not_a_resume',
  'pdf_too_complex',
  'pdf_too_much_text',
  'parse_timeout',
  'parse_failed',
] as const satisfies readonly ErrorCode[];
export type ParseErrorCode = (typeof PARSE_ERROR_CODES)[number];

/** A parse that could not produce a resume. The server maps `code` to a 422; the PWA to its message. */
export class ParseError extends Error {
  override name = 'ParseError';
  readonly code: ParseErrorCode;

  constructor(code: ParseErrorCode, message: string = ERROR_MESSAGES[code]) {
    super(message);
    this.code = code;
  }
}

export function isParseErrorCode(value: unknown): value is ParseErrorCode {
  return isErrorCode(value) && (PARSE_ERROR_CODES as readonly string[]).includes(value);
}
