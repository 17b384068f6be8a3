import { ParseError } from '@folio/shared/parser';
import { describe, expect, it } from 'vitest';
import { buildResume } from '../../test/factories.js';
import {
  detectedSummary,
  formatKilobytes,
  parseFailureMessage,
  stageFraction,
  stageText,
} from './uploadModel.js';

describe('upload model', () => {
  it('describes the real stages, page by page', () => {
    expect(stageText({ stage: 'text', page: 1, pages: 2 })).toBe('Reading page 1 of 2...');
    expect(stageText({ stage: 'sections' })).toBe('Understanding sections...');
  });

  it('moves the bar only with the stages', () => {
    const values = [
      stageFraction(null),
      stageFraction({ stage: 'load' }),
      stageFraction({ stage: 'text', page: 1, pages: 2 }),
      stageFraction({ stage: 'text', page: 2, pages: 2 }),
      stageFraction({ stage: 'fields' }),
    ];
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it("uses the parser's words for a known failure and plain words for anything else", () => {
    expect(parseFailureMessage(new ParseError('pdf_no_text'))).toMatch(/scanned image/);
    expect(parseFailureMessage(new TypeError('x is undefined'))).toMatch(/could not be read/);
  });

  it('formats the size in KB and names what was found', () => {
    expect(formatKilobytes(250_000)).toBe('244 KB');
    expect(formatKilobytes(10)).toBe('1 KB');
    expect(detectedSummary(buildResume())).toEqual({ name: 'Ada Lovelace', title: 'Engineer' });
  });
});
