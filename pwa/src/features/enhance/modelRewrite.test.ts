import { describe, expect, it } from 'vitest';
import { parseRewriteResponse } from './modelRewrite.js';

const suggestion = {
  id: 'a',
  path: 'experience.0.bullets.0',
  before: 'x',
  after: 'y',
  kind: 'rewrite',
  reason: 'r',
};

describe('parseRewriteResponse', () => {
  it('reads a well-formed answer', () => {
    expect(parseRewriteResponse({ suggestions: [suggestion], rejected: 2, source: 'model' })).toEqual({
      suggestions: [suggestion],
      rejected: 2,
      source: 'model',
    });
  });

  it('refuses suggestions of unknown kinds or with missing fields', () => {
    expect(() =>
      parseRewriteResponse({
        suggestions: [{ ...suggestion, kind: 'invent' }],
        rejected: 0,
        source: 'model',
      }),
    ).toThrow();
    expect(() =>
      parseRewriteResponse({ suggestions: [{ ...suggestion, after: 3 }], rejected: 0, source: 'model' }),
    ).toThrow();
    expect(() => parseRewriteResponse({ rejected: 0 })).toThrow();
  });

  it('treats any other source as local', () => {
    expect(parseRewriteResponse({ suggestions: [], source: 'elsewhere' })).toEqual({
      suggestions: [],
      rejected: 0,
      source: 'local',
    });
  });
});
