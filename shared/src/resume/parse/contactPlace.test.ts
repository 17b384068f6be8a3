import { describe, expect, it } from 'vitest';
import { locationScore } from './patterns.js';
import { parseExtracted } from './pipeline.js';
import { doc, item } from './testItems.js';
import type { TextItem } from './types.js';

const body: TextItem[] = [
  item('Experience', 40, 200, { size: 13 }),
  item('Harbour Freight Co', 40, 218),
  item('2018 – 2022', 460, 218),
  item('Dispatcher', 40, 231),
];

const infoOf = (items: TextItem[]) => parseExtracted(doc([...items, ...body])).resume.personalInfo;

describe('contact: the place', () => {
  it('knows a ZIP code after its own comma and a country closing the last part', () => {
    expect(locationScore('Plano, TX, 75024')).toBeGreaterThanOrEqual(2);
    expect(locationScore('San Pedro, Laguna 4023 Philippines')).toBeGreaterThanOrEqual(2);
  });

  it('reads a street address under an unknown label, with its town on the line below', () => {
    const info = infoOf([
      item('Mara Okafor', 40, 48, { size: 22 }),
      item('mara.okafor@example.org', 40, 80),
      item('+234 802 555 0142', 40, 93),
      item('Home Address: 12 Palm Avenue', 40, 120),
      item('Ikeja Lagos', 40, 133),
    ]);
    expect(info.location).toBe('12 Palm Avenue, Ikeja Lagos');
  });

  it('never takes an address right under the name for the headline', () => {
    const info = infoOf([
      item('Mara Okafor', 40, 48, { size: 22 }),
      item('14, Ajose Street, Surulere, Lagos', 40, 72),
      item('mara.okafor@example.org', 40, 85),
    ]);
    expect(info.title).toBe('');
    expect(info.location).toBe('14, Ajose Street, Surulere, Lagos');
  });
});
