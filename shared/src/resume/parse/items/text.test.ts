import { describe, expect, it } from 'vitest';
import {
  attachLooseAccents,
  collapseLetterSpacing,
  foldedKeyOf,
  isAllCaps,
  normalizeItemText,
  startsWithBullet,
  stripBullet,
} from './text.js';

describe('text clean-up', () => {
  it('puts accents TeX set before their letter back on it, and leaves composed text alone', () => {
    expect(attachLooseAccents(normalizeItemText('Agnieszka Zieli\u00b4nska'))).toBe('Agnieszka Zielińska');
    expect(attachLooseAccents(normalizeItemText('In\u02d9zynier'))).toBe('Inżynier');
    expect(attachLooseAccents('José Luis')).toBe('José Luis');
  });

  it('repairs ligatures: Unicode ones and the U+0000 holes some fonts leave', () => {
    expect(normalizeItemText('ﬁnance ﬂow')).toBe('finance flow');
    expect(normalizeItemText('Certi\u0000cations')).toBe('Certifications');
    expect(normalizeItemText('work\u0000ow')).toBe('workflow');
    // In another script the hole is a lost mark, not a Latin ligature.
    expect(normalizeItemText('\u0e17\u0e35\u0000')).toBe('\u0e17\u0e35');
  });

  it('collapses Word’s hyphen + soft hyphen + U+2010 into one hyphen and drops zero-width characters', () => {
    expect(normalizeItemText('(909) 555-\u00ad\u20105555')).toBe('(909) 555-5555');
    expect(normalizeItemText('a\u200bb\u00a0c')).toBe('ab c');
  });

  it('folds away the tatweel that stretches an Arabic word', () => {
    // "مهارات" drawn with kashidas to fill a banner.
    expect(foldedKeyOf('مـهـارات')).toBe(foldedKeyOf('مهارات'));
  });

  it('reads letter-spaced headings', () => {
    expect(collapseLetterSpacing('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(collapseLetterSpacing('W O R K  E X P E R I E N C E')).toBe('WORK EXPERIENCE');
    expect(collapseLetterSpacing('Work Experience')).toBe('Work Experience');
  });

  it('recognises bullets of any glyph, but not a dash before a number', () => {
    for (const b of ['• a', '◦ a', '▪ a', '➢ a', '– a', '* a', '✓ a', '・ア', '◎ア'])
      expect(startsWithBullet(b)).toBe(true);
    expect(startsWithBullet('- 5 years')).toBe(false);
    expect(stripBullet('► Led the team')).toBe('Led the team');
  });

  it('knows capitals', () => {
    expect(isAllCaps('SKILLS')).toBe(true);
    expect(isAllCaps('Skills')).toBe(false);
  });
});
