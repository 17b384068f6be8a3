import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from './diff.js';

const side = (parts: DiffPart[], op: 'add' | 'del') =>
  parts
    .filter((p) => p.op !== op)
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('marks the replaced words only', () => {
    expect(wordDiff('Worked on the checkout redesign', 'Contributed to the checkout redesign')).toEqual([
      { op: 'del', text: 'Worked on ' },
      { op: 'add', text: 'Contributed to ' },
      { op: 'same', text: 'the checkout redesign' },
    ]);
  });

  it('rebuilds both sides exactly', () => {
    const before = 'Was able to reduce build times in order to ship faster';
    const after = 'Reduced build times to ship faster';
    const parts = wordDiff(before, after);
    expect(side(parts, 'add')).toBe(before);
    expect(side(parts, 'del')).toBe(after);
  });

  it('handles empty sides and identical text', () => {
    expect(wordDiff('', 'React')).toEqual([{ op: 'add', text: 'React' }]);
    expect(wordDiff('JS', '')).toEqual([{ op: 'del', text: 'JS' }]);
    expect(wordDiff('same text', 'same text')).toEqual([{ op: 'same', text: 'same text' }]);
  });

  it('keeps line breaks of a split', () => {
    const parts = wordDiff('Built A; shipped B', 'Built A\nShipped B');
    expect(side(parts, 'add')).toBe('Built A; shipped B');
    expect(side(parts, 'del')).toBe('Built A\nShipped B');
  });
});
