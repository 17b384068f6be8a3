import { describe, expect, it } from 'vitest';
import { parseExtracted } from '../pipeline.js';
import { doc, item } from '../testItems.js';
import type { TextItem } from '../types.js';

/** A project of a grid: its name in bold over two lines of description. */
function project(x: number, y: number, name: string, lines: string[]): TextItem[] {
  return [item(name, x, y, { bold: true }), ...lines.map((t, i) => item(t, x, y + 11 * (i + 1)))];
}

describe('entries of a section laid out as a grid', () => {
  it('splits each column of a two-column grid into entries of its own', () => {
    const items = [
      item('Lina Example', 40, 40, { size: 20 }),
      item('lina@example.org', 40, 60),
      item('Projects', 40, 100, { size: 14, bold: true }),
      ...project(40, 120, 'Tool share', [
        'An inventory where neighbours lend and borrow tools',
        'Front end in React, back end in Node and Postgres.',
      ]),
      ...project(40, 175, 'Movie list', [
        'A tutorial app to add, edit and delete movies',
        'Front end in React, back end in Express and SQL.',
      ]),
      ...project(320, 120, 'Map notes', [
        'A web app where friends pin notes on shared maps',
        'Front end in plain HTML, CSS and JavaScript',
        'Back end in Node and Express.',
      ]),
      ...project(320, 186, 'Room swap', [
        'A clone of a holiday rental site for homeowners',
        'Back end in Node, Express and SQL.',
      ]),
      item('A closing line that runs across the whole page from one margin to the other', 40, 260),
    ];
    const names = parseExtracted(doc(items)).resume.projects.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Tool share', 'Movie list', 'Map notes', 'Room swap']));
  });
});
