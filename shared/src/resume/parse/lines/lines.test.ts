import { describe, expect, it } from 'vitest';
import { buildSegments, linesFromSegments } from './lines.js';
import { item } from '../testItems.js';

describe('items → rows → segments', () => {
  it('joins words on one baseline and splits at a wide gap', () => {
    const segs = buildSegments([
      item('Software', 60, 100),
      item('Engineer', 105, 100),
      item('May 2023', 480, 100),
    ]);
    expect(segs.map((s) => s.text)).toEqual(['Software Engineer', 'May 2023']);
    expect(new Set(segs.map((s) => s.row)).size).toBe(1);
  });

  it('splits at the column of a layout table even where its cells are only a padding apart', () => {
    // item() is 5 pt wide per character at size 10: "04.2019 – heute" ends at 125, a 12 pt gap (1.2 em).
    const segs = buildSegments([
      item('04.2019 – heute', 50, 100),
      item('Meyer Bau GmbH', 137, 100),
      item('Hannover', 50, 113),
      item('Projektleiterin', 137, 113),
      item('–', 140, 126, { width: 5 }),
      item('Gesamtverantwortung', 151, 126),
      item('2014 – 2019', 50, 140),
      item('Ingenieurbüro Hartmann', 137, 140),
    ]);
    expect(segs.map((s) => s.text)).toEqual([
      '04.2019 – heute',
      'Meyer Bau GmbH',
      'Hannover',
      'Projektleiterin',
      '– Gesamtverantwortung',
      '2014 – 2019',
      'Ingenieurbüro Hartmann',
    ]);
  });

  it('splits half an em before a column that many rows share (a date filling its cell)', () => {
    const rows = ['Norrlandskod AB', 'Systemutvecklare', 'Umeå kommun', 'IT-tekniker', 'Umeå universitet'];
    const segs = buildSegments([
      // "augusti 2015 – juni" is 19 characters: 95 pt from x 50, then a 6 pt (0.6 em) gap.
      item('augusti 2015 – juni', 50, 100),
      ...rows.map((text, i) => item(text, i ? 150 : 151, 100 + 13 * i)),
      ...[113, 126, 139, 152].map((y) => item('2021', 50, y)),
    ]);
    expect(segs.filter((s) => s.row === 0).map((s) => s.text)).toEqual([
      'augusti 2015 – juni',
      'Norrlandskod AB',
    ]);
  });

  it('splits a date that fills its cell from the column two points after it', () => {
    // "Noviembre 2022" is 14 characters: 70 pt from x 40, then a 2 pt (0.2 em) gap before x 112.
    const rows = ['Web developer', 'Harbour Dev', 'Tasks:', 'PHP developer', 'Health Ministry', 'Tasks:'];
    const segs = buildSegments([
      item('Noviembre 2022', 40, 100),
      ...rows.map((text, i) => item(text, 112, 100 + 13 * i)),
    ]);
    expect(segs.filter((s) => s.row === 0).map((s) => s.text)).toEqual(['Noviembre 2022', 'Web developer']);
  });

  it('splits a right-aligned label column from its cells a word space away (Europass)', () => {
    const label = (text: string, y: number) => item(text, 172 - text.length * 5, y);
    const segs = buildSegments([
      label('ESPERIENZA', 100),
      item('Responsabile amministrativa', 175, 100),
      label('LAVORATIVA', 113),
      item('Ceramiche Emiliane', 175, 113),
      label('COMPETENZE', 140),
      item('SAP, Excel', 175, 140),
      // Lines of the cells with no label beside them mark where the cells start.
      item('Inglese: B2', 175, 153),
      item('Francese: B1', 175, 166),
      item('Tedesco: A2', 175, 179),
    ]);
    expect(segs.filter((s) => s.row < 3).map((s) => s.text)).toEqual([
      'ESPERIENZA',
      'Responsabile amministrativa',
      'LAVORATIVA',
      'Ceramiche Emiliane',
      'COMPETENZE',
      'SAP, Excel',
    ]);
  });

  it('does not split a sentence at a gap that only one row has', () => {
    const segs = buildSegments([item('04.2019 – heute', 50, 100), item('Meyer Bau GmbH', 137, 100)]);
    expect(segs.map((s) => s.text)).toEqual(['04.2019 – heute Meyer Bau GmbH']);
  });

  it('keeps a superscript on its row ("LaTeX", "1st")', () => {
    const segs = buildSegments([
      item('L', 57.6, 446.5, { size: 12, width: 6 }),
      item('A', 61.3, 444, { size: 8, width: 4 }),
      item('TEX résumé', 65.2, 446.5, { size: 12 }),
    ]);
    expect(segs.map((s) => s.text)).toEqual(['LATEX résumé']);
  });

  it("keeps a small line under a main-column line that shares a big sidebar name's baseline on its own row", () => {
    // A 30 pt name in a sidebar and an 11 pt company line in the main column sit 3 pt apart, so one row
    // takes both; the 10 pt bullet below the company line is inside that tall row and touches the
    // company line sideways, but not in height.
    const segs = buildSegments([
      item('Name', 25, 96, { size: 30 }),
      item('Acme Widgets', 256, 93, { size: 11 }),
      item('Built a queue', 255, 104, { size: 10 }),
    ]);
    expect(segs.map((s) => s.text)).toEqual(['Name', 'Acme Widgets', 'Built a queue']);
  });

  it('puts lines on different baselines in different rows, top to bottom', () => {
    const lines = linesFromSegments(buildSegments([item('second', 60, 130), item('first', 60, 100)]), 0);
    expect(lines.map((l) => l.text)).toEqual(['first', 'second']);
  });

  it('starts a new field at an icon even when the gap is small', () => {
    const segs = buildSegments([
      item('Berlin', 60, 100, { width: 30 }),
      item('\ue0b0', 92, 100, { icon: true, width: 8 }),
      item('+49 30 1234', 102, 100),
    ]);
    expect(segs.map((s) => s.text)).toEqual(['Berlin', '+49 30 1234']);
  });

  it('drops the second copy of fake-bold text', () => {
    expect(buildSegments([item('Bold', 60, 100), item('Bold', 60.4, 100)]).map((s) => s.text)).toEqual([
      'Bold',
    ]);
  });

  it('reads a letter-spaced run with a kerning pair glued together as the word it prints', () => {
    // A kerning pair ("Fl", "Wa") is drawn with no tracking between its letters, so pdf.js puts no
    // space there; the rest of the word is still spaced out.
    const segs = buildSegments([
      item('Fl o w e r s', 60, 100, { width: 60 }),
      item('Wa y', 126, 100, { width: 22 }),
      item('Normal words', 60, 130),
    ]);
    expect(segs.map((s) => s.text).join(' | ')).toBe('Flowers Way | Normal words');
  });

  it('reads letter-spaced runs as the words they print, and remembers they were spaced', () => {
    const segs = buildSegments([
      item('S E T T E M B R E 2 0 1 8 – D I C E M B R E 2 0 2 0', 60, 100),
      item('E S P E R I E N Z A', 60, 130),
      item('Normal words', 60, 160),
    ]);
    expect(segs.map((s) => s.text)).toEqual(['SETTEMBRE2018–DICEMBRE2020', 'ESPERIENZA', 'Normal words']);
    expect(segs.map((s) => s.spaced ?? false)).toEqual([true, true, false]);
  });

  it('keeps a justified line drawn word by word whole, and splits cells that are evenly spaced', () => {
    // Four words with 16 pt gaps (1.6 em, wider than a field gap) that are all alike: one line.
    const words = ['Managed', 'network', 'and', 'upgrades'];
    let x = 60;
    const justified = words.map((w) => {
      const it = item(w, x, 100);
      x += w.length * 5 + 16;
      return it;
    });
    const cells = [
      item('Lyon, France', 60, 130),
      item('+33 1 23', 136, 130),
      item('Paris, France', 192, 130),
    ];
    expect(buildSegments([...justified, ...cells]).map((s) => s.text)).toEqual([
      'Managed network and upgrades',
      'Lyon, France',
      '+33 1 23',
      'Paris, France',
    ]);
  });

  it('breaks words between letter-spaced runs where the gap is wider than a space', () => {
    const segs = buildSegments([
      item('J A N E', 60, 100, { size: 20, width: 70 }),
      item('Q .', 145, 100, { size: 20, width: 20 }),
      item('D O E', 180, 100, { size: 20, width: 50 }),
    ]);
    expect(segs.map((s) => s.text)).toEqual(['JANE Q. DOE']);
  });

  it('keeps word spaces between single glyphs that are not letter-spaced', () => {
    // Glyphs touching inside words, 3 pt word gaps: no tracking to subtract.
    const glyphs = [
      item('x', 60, 100, { width: 5 }),
      item('y', 65, 100, { width: 5 }),
      item(':', 70, 100, { width: 2 }),
    ];
    const segs = buildSegments([
      ...glyphs,
      item('7', 75, 100, { width: 5 }),
      item('z', 83, 100, { width: 5 }),
    ]);
    expect(segs.map((s) => s.text)).toEqual(['xy: 7 z']);
  });

  it('does not cut a letter-spaced word where a label column happens to end', () => {
    // Right-aligned labels end at x 100 with their values from x 106; the heading's first letter
    // ends there too, two points before the rest of its letter-spaced word.
    const rows = ['Name', 'Address', 'Phone'].flatMap((label, i) => [
      item(label, 100 - label.length * 5, 120 + 13 * i),
      item('value', 106, 120 + 13 * i),
    ]);
    const heading = [item('S', 90, 100, { width: 10 }), item('K I L L S', 102, 100, { width: 45 })];
    expect(buildSegments([...heading, ...rows])[0]?.text).toBe('SKILLS');
  });

  it('keeps two words apart when a font change cuts them into pieces like "t n"', () => {
    const pieces = [item('(k', 60, 100, { width: 10 }), item('ế', 70, 100, { width: 5 })];
    const rest = [
      item('t n', 75, 100, { width: 11 }),
      item('ố', 86, 100, { width: 5 }),
      item('i)', 91, 100, { width: 6 }),
    ];
    expect(buildSegments([...pieces, ...rest]).map((s) => s.text)).toEqual(['(kết nối)']);
  });

  it('reads a heading printed twice on its row (black and faint) once', () => {
    const segs = buildSegments([
      item('Opleidingen', 40, 100),
      item('Opleidingen', 300, 100),
      item('Yes', 40, 130),
      item('Yes', 300, 130),
    ]);
    expect(segs.map((s) => s.text)).toEqual(['Opleidingen', 'Yes', 'Yes']);
    // The same words in another size beside it are another text (a headline and a job title).
    const other = buildSegments([
      item('Project lead', 40, 100, { size: 11 }),
      item('Project lead', 300, 101),
    ]);
    expect(other.map((s) => s.text)).toEqual(['Project lead', 'Project lead']);
  });
});
