import { describe, expect, it } from 'vitest';
import { layoutPages } from './layout.js';
import { buildSegments } from '../lines/lines.js';
import { item } from '../testItems.js';
import type { TextItem } from '../types.js';

function texts(items: TextItem[]): string[][] {
  return layoutPages(buildSegments(items)).map((r) => r.lines.map((l) => l.text));
}

/** A cell of a grid: a bold title over a few lines, at (x, y). */
function cell(x: number, y: number, title: string, lines: string[]): TextItem[] {
  return [item(title, x, y, { bold: true }), ...lines.map((t, i) => item(t, x, y + 12 * (i + 1)))];
}

describe('bands of a designed page', () => {
  it('reads a page of headed bands band by band, each band column by column', () => {
    // Two bands, each a heading at the margin over two cells side by side; one gutter for both.
    const items = [
      item('Lina Example', 40, 40, { size: 20 }),
      item('A summary that runs across the whole page, from one margin to the other margin', 40, 70),
      item('Projects', 40, 100, { size: 14, bold: true }),
      ...cell(40, 120, 'Tool Share', [
        'A library of tools for neighbours',
        'Front end and back end',
        'Tested',
      ]),
      ...cell(320, 120, 'Map Notes', ['Maps that friends annotate', 'Front end only']),
      item('Education', 40, 190, { size: 14, bold: true }),
      ...cell(40, 210, 'Harbour College', ['Diploma in full stack web development', '2021 – 2022']),
      ...cell(320, 210, 'Lakeside University', [
        'Master of linguistics',
        '2016 – 2018',
        'Thesis on loanwords',
      ]),
    ];
    const regions = texts(items);
    const order = regions.flat();
    // Each heading is read right before its own cells, never after the other band's cells.
    expect(order.indexOf('Education')).toBeGreaterThan(order.indexOf('Map Notes'));
    expect(order.indexOf('Education')).toBeLessThan(order.indexOf('Harbour College'));
    expect(order.indexOf('Lakeside University')).toBeGreaterThan(order.indexOf('Harbour College'));
    // The cells of a band are columns: the right cell is not read line by line across the left one.
    expect(order).toContain('Map Notes');
    expect(order).toContain('Tool Share');
  });

  it('keeps a sidebar whose heading happens to sit where the main column opens a section', () => {
    const side = [
      item('Contact', 40, 100, { size: 14, bold: true }),
      item('lina@example.org', 40, 120),
      item('+1 555 0100', 40, 132),
      item('Skills', 40, 150, { size: 14, bold: true }),
      item('Python', 40, 170),
      item('SQL', 40, 182),
      item('Docker', 40, 194),
    ];
    // The main column breaks beside the sidebar's heading and opens its own section level with the
    // sidebar's first skill.
    const main = [
      item('Profile', 220, 100, { size: 14, bold: true }),
      item('Engineer who builds data tools for small teams', 220, 120),
      item('and keeps them running for years', 220, 132),
      item('Experience', 220, 172, { size: 14, bold: true }),
      item('Data Engineer, Northwind', 220, 190),
      item('Built the nightly pipelines', 220, 202),
      item('Analyst, Contoso', 220, 214),
    ];
    expect(texts([...side, ...main])).toEqual([side.map((i) => i.text), main.map((i) => i.text)]);
  });
});

describe('cells of a grid', () => {
  it('reads two short cells under one heading as two columns', () => {
    const items = [
      item('Skills', 40, 100, { size: 14, bold: true }),
      ...cell(40, 120, 'Backend', ['C# and .NET services', 'PHP 7 with Laravel', 'PostgreSQL and Redis']),
      ...cell(200, 120, 'Methods', ['Agile teams with weekly demos', 'and code review']),
      // The band is short beside the page: a column this short counts only as cells of a grid.
      item('A closing line that runs across the whole page from one margin to the other', 40, 200),
      item('Interests', 40, 500, { size: 14, bold: true }),
      item('Climbing, home brewing and board games with friends and family', 40, 520),
    ];
    const regions = texts(items);
    expect(regions).toContainEqual(['Methods', 'Agile teams with weekly demos', 'and code review']);
  });

  it('keeps a label column beside its values as rows, though a value wraps', () => {
    const rows = [
      ['Programming languages', 'JavaScript, Ruby, HTML, CSS'],
      ['Web frameworks used', 'React, Express, Rails and Sass'],
      ['Testing and quality', 'Jest, Cypress, RSpec and Mocha'],
    ];
    const items = [
      item('Skills', 40, 100, { size: 14, bold: true }),
      ...rows.flatMap(([a, b], i) => [item(a ?? '', 40, 120 + 12 * i), item(b ?? '', 200, 120 + 12 * i)]),
      item('and Storybook for components', 200, 156),
      item('A closing line that runs across the whole page from one margin to the other', 40, 200),
      item('Interests', 40, 500, { size: 14, bold: true }),
      item('Climbing, home brewing and board games with friends and family', 40, 520),
    ];
    const regions = texts(items);
    expect(regions.flat()).toContain('Web frameworks used   React, Express, Rails and Sass');
  });

  it('reads two job cards a row as columns when the next section prints its periods at the right', () => {
    const items = [
      item('Summary line that runs across the whole page from one margin to the other', 40, 80),
      item('Experience', 40, 100, { size: 14, bold: true }),
      ...cell(40, 120, 'Site Engineer', [
        'Corran Build Ltd',
        '2021 – 2024',
        '• Ran the concrete pours',
        'and the cube tests',
      ]),
      ...cell(300, 120, 'Junior Engineer', ['Mallow Civils', '2018 – 2021', '• Set out the drainage runs']),
      ...cell(40, 200, 'Trainee', ['Ferrin Surveys', '2017 – 2018']),
      item('Education', 40, 260, { size: 14, bold: true }),
      item('BEng Civil Engineering', 40, 280),
      item('2014 – 2017', 500, 280),
      item('Northgate University', 40, 292),
      item('Diploma in Surveying', 40, 304),
      item('2012 – 2014', 500, 304),
    ];
    expect(texts(items)).toContainEqual([
      'Junior Engineer',
      'Mallow Civils',
      '2018 – 2021',
      '• Set out the drainage runs',
    ]);
  });

  // Two job cards a row, the right one short: as a browser prints them, with the points' glyphs as
  // text (`glyph`), or drawn as shapes so that only their indent shows them (`indent`).
  function jobCards(glyph: string, indent: number): TextItem[] {
    const at = (text: string, x: number, y: number, width: number, size = 10) =>
      item(text, x, y, { width, size });
    return [
      at('Summary line that runs across the whole page from one margin to the other', 51, 130, 330),
      at('EXPERIENCE', 51, 154.5, 90, 12),
      at('Site Engineer Senior', 51, 172, 125.5),
      at('Corran Build Ltd', 51, 183.2, 94),
      at('Jan 2020 – Present', 51, 194.5, 114.2),
      at(`${glyph}Ran the concrete pours`, 51 + indent, 207.2, 157),
      at(`${glyph}Cube tests for slabs`, 51 + indent, 218.5, 117.8),
      at('Graduate Engineer', 309.5, 172, 120.5),
      at('Mallow Civils Ltd', 309.5, 183.2, 109.2),
      at('Sep 2017 – Dec 2019', 309.5, 194.5, 107.3),
      at(`${glyph}Set out drainage runs`, 309.5 + indent, 207.2, 180.2),
      at('Trainee Surveyor', 51, 259, 138.3),
      at('Ferrin Surveys', 51, 270.2, 111.1),
      at('Feb 2017 – Jun 2017', 51, 281.5, 106.4),
      at(`${glyph}Levelling runs`, 51 + indent, 294.2, 147.7),
      at('EDUCATION', 51, 324, 88.4, 12),
      at('BEng Civil Engineering', 51, 341.5, 180.5),
      at('2013 – 2017', 483, 341.5, 62.2),
      at('Northgate University', 51, 352.7, 111.1),
    ];
  }

  it('reads a short card of points beside a longer one as a cell, not a label column', () => {
    expect(texts(jobCards('• ', 0))).toContainEqual([
      'Graduate Engineer',
      'Mallow Civils Ltd',
      'Sep 2017 – Dec 2019',
      '• Set out drainage runs',
    ]);
  });

  it('reads a short card whose points are set in without glyphs beside a longer one as a cell', () => {
    expect(texts(jobCards('', 12))).toContainEqual([
      'Graduate Engineer',
      'Mallow Civils Ltd',
      'Sep 2017 – Dec 2019',
      'Set out drainage runs',
    ]);
  });
});
