import { describe, expect, it } from 'vitest';
import { describeEdit, nounOf } from './editLabels.js';

describe('edit labels', () => {
  it('names entries of the known lists, and a list added later by its own name', () => {
    expect(nounOf('experience')).toBe('job');
    expect(nounOf('experience.2.bullets')).toBe('bullet');
    expect(nounOf('awards')).toBe('award');
    expect(nounOf('volunteering')).toBe('volunteering entry');
  });

  it('says a removal is a removal and asks for the undo toast', () => {
    const removed = describeEdit([], { list: { path: 'education', change: { kind: 'remove', index: 1 } } });
    expect(removed).toEqual({ label: 'Removed school', group: null, destructive: true });
    const shorter = describeEdit(
      [{ path: ['resume', 'publications'], before: [1, 2], after: [1] }],
      undefined,
    );
    expect(shorter).toMatchObject({ label: 'Removed publication', destructive: true });
  });

  it('groups typing by field, so each field is its own step', () => {
    const typed = describeEdit(
      [{ path: ['resume', 'experience', 0, 'company'], before: 'Ac', after: 'Acm' }],
      undefined,
    );
    expect(typed).toEqual({
      label: 'Edited company',
      group: 'text:resume.experience.0.company',
      destructive: false,
    });
  });
});
