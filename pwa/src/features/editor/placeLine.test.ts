import { describe, expect, it } from 'vitest';
import { buildResume } from '../../test/factories.js';
import { placeLine } from './placeLine.js';

describe('placeLine', () => {
  it('appends to the summary, the highlights or the first skill group', () => {
    const r = buildResume();
    expect(placeLine(r, 'Chess club captain', 'summary').summary.content).toMatch(/\nChess club captain$/);
    expect(placeLine(r, 'Chess club captain', 'highlight').summary.highlights).toEqual([
      'Chess club captain',
    ]);
    expect(placeLine(r, 'Go, Rust; Zig', 'skill').skills).toEqual([
      {
        category: '',
        items: [
          { name: 'Go', level: null },
          { name: 'Rust', level: null },
          { name: 'Zig', level: null },
        ],
      },
    ]);
    expect(placeLine(r, 'x', 'dismiss')).toBe(r);
  });
});
