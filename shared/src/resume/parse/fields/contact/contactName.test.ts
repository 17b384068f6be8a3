import { describe, expect, it } from 'vitest';
import { parseExtracted } from '../../pipeline.js';
import { doc, item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

/** A body under the header, so the header is read as one. */
const body = (top: number): TextItem[] => [
  item('Experience', 40, top, { size: 13 }),
  item('Northwind Traders', 40, top + 18),
  item('2019 – 2023', 460, top + 18),
  item('Sales Assistant', 40, top + 31),
];

const nameOf = (items: TextItem[]) => parseExtracted(doc(items)).resume.personalInfo.name;

describe('contact: the name', () => {
  it('reads a name in a script without capitals (Thai, Hebrew, Arabic)', () => {
    const thai = nameOf([
      item('สมชาย ใจดี', 40, 48, { size: 22 }),
      item('Web Developer', 40, 72),
      ...body(120),
    ]);
    expect(thai).toBe('สมชาย ใจดี');
    const hebrew = nameOf([
      item('נועה לוי', 400, 48, { size: 22 }),
      item('Graphic Designer', 40, 72),
      ...body(120),
    ]);
    expect(hebrew).toBe('נועה לוי');
  });

  it('drops Arabic tatweel and a nickname in brackets after the name', () => {
    expect(nameOf([item('ســارة خالد', 300, 48, { size: 22 }), ...body(120)])).toBe('سارة خالد');
    expect(nameOf([item('Tomasz Wrona (Tom)', 40, 48, { size: 22 }), ...body(120)])).toBe('Tomasz Wrona');
  });

  it('never takes the document title, a form label, a list or the end of a sentence', () => {
    expect(
      nameOf([
        item('履歴書', 50, 60, { size: 18 }),
        item('氏名', 50, 100),
        item('山田 花子', 110, 115, { size: 14 }),
        ...body(160),
      ]),
    ).toBe('山田 花子');
    expect(
      nameOf([
        item('Present Address – 12, Lake Road, Nagpur 440010', 40, 48, { size: 14 }),
        item('Ravi Kumar', 40, 70, { size: 12 }),
        ...body(120),
      ]),
    ).toBe('Ravi Kumar');
    expect(
      nameOf([
        item('Ruby,CSS,Perl', 40, 48, { size: 16 }),
        item('Lena Brandt', 40, 70, { size: 14 }),
        ...body(120),
      ]),
    ).toBe('Lena Brandt');
    expect(
      nameOf([
        item('Ola Nordmann', 40, 48, { size: 20 }),
        item('Making products people love with Design.', 40, 200, { size: 28 }),
        item('Design.', 40, 232, { size: 28 }),
        ...body(300),
      ]),
    ).toBe('Ola Nordmann');
  });

  it('restores the word breaks of a letter-spaced name from the gaps between its text items', () => {
    const name = nameOf([
      item('M A R T A', 40, 48, { size: 24, width: 100 }),
      item('L I S', 158, 48, { size: 24, width: 60 }),
      ...body(120),
    ]);
    expect(name).toBe('Marta Lis');
  });

  it('reads a name set much larger than the contact details on its line', () => {
    const name = nameOf([
      item('Pia Sommer', 40, 48, { size: 30, width: 150 }),
      item('pia.sommer@example.org', 195, 48, { size: 9 }),
      item('+49 151 2345 6789', 300, 48, { size: 9 }),
      ...body(120),
    ]);
    expect(name).toBe('Pia Sommer');
  });

  it('joins a CJK name whose widely spaced characters fell into separate pieces of one line', () => {
    const name = nameOf([
      item('김', 40, 48, { size: 18, width: 16 }),
      item('민 준', 86, 48, { size: 18, width: 38 }),
      item('매니저', 40, 70),
      ...body(120),
    ]);
    expect(name.replace(/\s/g, '')).toBe('김민준');
  });

  it('finds the name in a band read as another section, or repeated as a running header', () => {
    const name = nameOf([
      item('Jonas Weber', 40, 40, { size: 20 }),
      item('Skills', 40, 90, { size: 13 }),
      item('Welding', 40, 108),
      ...body(140),
      item('Jonas Weber', 40, 40, { size: 20, page: 2 }),
      item('Education', 40, 90, { size: 13, page: 2 }),
      item('Technical School Hamburg', 40, 108, { page: 2 }),
    ]);
    expect(name).toBe('Jonas Weber');
  });

  it('parts a name from the role printed after a comma on its line, and keeps a surname-first name whole', () => {
    const infoOf = (line: string) =>
      parseExtracted(
        doc([
          item(line, 40, 48, { size: 22 }),
          item('noor.haddad@example.org | +1 555 0123', 40, 72),
          ...body(120),
        ]),
      ).resume.personalInfo;
    const named = infoOf('Noor Haddad Salem, Senior Data Engineer');
    expect(named.name).toBe('Noor Haddad Salem');
    expect(named.title).toBe('Senior Data Engineer');
    const lower = infoOf('Noor Haddad, Ingeniera de Datos');
    expect([lower.name, lower.title]).toEqual(['Noor Haddad', 'Ingeniera de Datos']);
    expect(infoOf('Haddad Salem, Noor Maria').title).toBe('');
  });
});
