import { describe, expect, it } from 'vitest';
import { isStreetAddress, locationScore } from '../../words/patterns.js';
import { parseExtracted } from '../../pipeline.js';
import { doc, item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

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

  it('knows big cities spelled in their own scripts, alone on a line', () => {
    for (const city of ['دبي', 'الرياض', 'תל אביב', 'تهران', 'Москва', 'Αθήνα', '東京', '서울', 'मुंबई'])
      expect([city, locationScore(city)]).toEqual([city, 2]);
  });

  it('knows an address written from the largest unit down in Japanese, Chinese and Korean', () => {
    expect(locationScore('静岡県浜松市中区元城町5-2 メゾン202')).toBeGreaterThanOrEqual(2);
    expect(locationScore('四川省成都市武侯区人民南路4段')).toBeGreaterThanOrEqual(2);
    expect(locationScore('부산광역시 해운대구 센텀로 45')).toBeGreaterThanOrEqual(2);
    expect(locationScore('上海市某某软件有限公司')).toBe(0);
    const info = infoOf([
      item('履歴書', 40, 30, { size: 16 }),
      item('氏名', 40, 60),
      item('佐藤 花子', 100, 60, { size: 18 }),
      item('現住所 (〒430-0929)', 40, 90),
      item('静岡県浜松市中区元城町5-2 メゾン202', 40, 104),
      item('hanako.sato@example.jp', 340, 104),
    ]);
    expect(info.location).toBe('静岡県浜松市中区元城町5-2 メゾン202');
  });

  it('takes the postal address over a town line beside the name when it names the same town', () => {
    const info = infoOf([
      item('Jonas Reiter', 40, 48, { size: 22 }),
      item('Bremen, DE', 300, 52),
      item('jonas.reiter@example.org', 40, 80),
      item('Am Deich 14, 28199 Bremen', 40, 93),
    ]);
    expect(info.location).toBe('Am Deich 14, 28199 Bremen');
  });

  it('keeps the town line when the address found elsewhere is of another town', () => {
    const info = infoOf([
      item('Jonas Reiter', 40, 48, { size: 22 }),
      item('Bremen, DE', 300, 52),
      item('jonas.reiter@example.org', 40, 80),
      item('Am Deich 14, 20095 Hamburg', 40, 93),
    ]);
    expect(info.location).toBe('Bremen, DE');
  });

  it('takes a postal box line for the place', () => {
    const info = infoOf([
      item('Mara Okafor', 40, 48, { size: 22 }),
      item('mara.okafor@example.org', 40, 80),
      item('Dept. of Soil Science, Private Bag X5, 9300', 40, 93),
    ]);
    expect(info.location).toBe('Dept. of Soil Science, Private Bag X5, 9300');
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

  it('knows a place by a country in its own script, an Arabic comma, or a province before the country', () => {
    expect(locationScore('תל אביב, ישראל')).toBeGreaterThanOrEqual(2);
    expect(locationScore('Laguna 4023 Philippines')).toBeGreaterThanOrEqual(2);
    expect(locationScore('اصفهان، کاشان')).toBeGreaterThan(0);
    expect(locationScore('University of Ghana')).toBe(0);
    expect(locationScore('Medtronic Italia')).toBe(0);
    expect(locationScore('Founders Network UK')).toBe(0);
    expect(locationScore('C/Mayor 12,3º B Zaragoza')).toBeGreaterThan(0);
    expect(locationScore('Python,SQL,Excel')).toBe(0);
  });

  it('keeps the postal mark 〒 and reads the address line under the postcode', () => {
    const info = infoOf([
      item('山田 花子', 115, 48, { size: 16 }),
      item('現住所', 58, 80),
      item('〒 150-0002', 115, 80),
      item('東京都渋谷区渋谷2-1-1 青山ハイツ305号室', 115, 93),
      item('TEL. 090-1234-5678', 417, 70),
      item('MAIL. hanako@example.jp', 417, 86),
    ]);
    expect(info.location).toBe('〒 150-0002, 東京都渋谷区渋谷2-1-1 青山ハイツ305号室');
  });

  it('takes no piece of a letter-spaced label on the line under an address into the address', () => {
    const info = infoOf([
      item('職務経歴書', 200, 30, { size: 18 }),
      item('山田 花子', 200, 50, { size: 16 }),
      item('〒460-0008 愛知県名古屋市中区栄3-1-1', 121, 80),
      item('電', 121, 93),
      item('話', 150, 93),
      item('090-1234-5678', 190, 93),
    ]);
    expect(info.location).toBe('〒460-0008 愛知県名古屋市中区栄3-1-1');
  });

  it('reads the place before a phone on one line, and never a nationality', () => {
    expect(
      infoOf([
        item('Ola Nordmann', 200, 40, { size: 16 }),
        item('Plano, TX, 75024, 214.555.0100 | ola@example.org', 40, 60),
      ]).location,
    ).toBe('Plano, TX, 75024');
    expect(
      infoOf([
        item('Tomás Ruiz', 180, 40, { size: 24 }),
        item('tomas@example.org', 180, 70),
        item('299-4640000', 330, 70),
        item('Junín - San Luis', 430, 70),
        item('Nacionalidad: Chile', 20, 120),
      ]).location,
    ).toBe('Junín - San Luis');
  });

  it('reads a labelled address set flush right over several lines that end on commas', () => {
    const right = (text: string, y: number) => item(text, 547 - text.length * 5, y);
    const info = infoOf([
      item('Ana Costa', 43, 51, { size: 25 }),
      right('Email: ana.costa@example.edu', 45),
      right('Address: Harbour Marine', 58),
      right('Ocean Science Centre,', 72),
      right('12 Quay Road,', 85),
      right('Galway, Ireland', 99),
    ]);
    expect(info.location).toBe('Harbour Marine, Ocean Science Centre, 12 Quay Road, Galway, Ireland');
    expect(info.title).toBe('');
  });

  it('goes on from a street line set flush right to its town, though the right edges differ a little', () => {
    const info = infoOf([
      item('Ada Obi', 150, 40, { size: 22 }),
      item('(347) 555-0140', 517, 49, { size: 9, width: 59 }),
      item('88 West 12th Street', 490, 61, { size: 9, width: 86 }),
      item('Boston', 548, 74, { size: 9, width: 31.5 }),
    ]);
    expect(info.location).toBe('88 West 12th Street, Boston');
    const below = infoOf([
      item('Ada Obi', 150, 40, { size: 22 }),
      item('(347) 555-0140', 517, 49, { size: 9, width: 59 }),
      item('1420 West 12th Street', 480, 61, { size: 9, width: 96 }),
      item('Boston', 548, 74, { size: 9, width: 31.5 }),
    ]);
    expect(below.location).toBe('1420 West 12th Street, Boston');
  });

  it('reads street lines stacked over the town line upwards', () => {
    const info = infoOf([
      item('Ada Obi', 51, 40, { size: 22 }),
      item('5120 Harbor View Road', 51, 106),
      item('Apt 4C', 51, 120),
      item('Denver, CO 80205', 51, 133),
      item('ada@example.org', 51, 146),
    ]);
    expect(info.location).toBe('5120 Harbor View Road, Apt 4C, Denver, CO 80205');
  });

  it('reads a place printed with an empty region between its commas as the place, not the headline', () => {
    expect(locationScore('Tampere, , FI')).toBeGreaterThanOrEqual(2);
    const info = infoOf([
      item('Ada Obi', 51, 40, { size: 22 }),
      item('Tampere, , FI', 51, 66),
      item('ada@example.org', 51, 80),
    ]);
    expect(info.title).toBe('');
    expect(info.location).toBe('Tampere, FI');
  });

  it('reads a part of the place printed whole in brackets as a part, and a bracketed remark as none', () => {
    expect(locationScore('33100, Tampere, (FI)')).toBe(locationScore('33100, Tampere, FI'));
    expect(locationScore('33100, Tampere, (FI)')).toBeGreaterThan(0);
    expect(locationScore('Tampere (open to relocation)')).toBe(locationScore('Tampere'));
  });

  it('goes on from a street line to the town line under it that opens on its postcode', () => {
    const info = infoOf([
      item('Ada Obi', 51, 40, { size: 22 }),
      item('ada@example.org', 51, 80),
      item('27 rue Garibaldi', 52, 93),
      item('31000, Toulouse, FR', 50, 106),
    ]);
    expect(info.location).toBe('27 rue Garibaldi, 31000, Toulouse, FR');
  });

  it('joins a centred town line and the street line under it, each as wide as its words', () => {
    const centred = (text: string, y: number) => item(text, 300 - text.length * 2.5, y);
    const info = infoOf([
      centred('Ada Obi', 40),
      centred('Porto, , PT', 66),
      centred('45 Rua das Flores', 79),
      centred('ada@example.org', 92),
    ]);
    expect(info.location).toBe('Porto, PT, 45 Rua das Flores');
    // Centred lines that are no address stay apart.
    const apart = infoOf([
      centred('Ada Obi', 40),
      centred('Porto, PT', 66),
      centred('Marine Biologist', 79),
      centred('ada@example.org', 92),
    ]);
    expect(apart.location).toBe('Porto, PT');
  });

  it('does not read the digits that end a profile handle as the phone', () => {
    const info = infoOf([
      item('Ada Obi', 51, 40, { size: 22 }),
      item('@ada-obi-048151623', 400, 40),
      item('ada@example.org', 51, 70),
      item('+234 803 555 0147', 51, 83),
    ]);
    expect(info.phone).toBe('+234 803 555 0147');
  });
});

describe('contact: street words and key/value rows', () => {
  it('knows streets of more languages, German and Dutch compounds, and an Italian province with its postcode', () => {
    expect(isStreetAddress('Vicolo Stretto 4')).toBe(true);
    expect(isStreetAddress('Plaza del Sol 3')).toBe(true);
    expect(isStreetAddress('Lindenweg 3, 3000 Bern')).toBe(true);
    expect(isStreetAddress('Kerkstraat 12')).toBe(true);
    expect(locationScore('Vicolo Stretto 4, Borgo Lungo (BG) 24100')).toBeGreaterThanOrEqual(2);
  });

  it('reads an Italian address under the name as the location, not the headline', () => {
    const info = infoOf([
      item('Giulia Fontana', 40, 48, { size: 22 }),
      item('Vicolo Stretto 4, Borgo Lungo (BG) 24100', 40, 72),
      item('giulia.fontana@example.org', 40, 86),
    ]);
    expect(info.location).toBe('Vicolo Stretto 4, Borgo Lungo (BG) 24100');
    expect(info.title).toBe('');
  });

  it('does not widen an address upwards into the value of another labelled row', () => {
    const info = infoOf([
      item('Lebenslauf', 40, 48, { size: 16 }),
      item('Name', 40, 80),
      item('Jonas Reiter', 240, 80),
      item('E-Mail', 40, 94),
      item('jonas.reiter@example.org', 240, 94),
      item('Nationalität', 40, 108),
      item('Schweiz', 240, 108),
      item('Adresse', 40, 122),
      item('Lindenweg 3, 3000 Bern', 240, 122),
    ]);
    expect(info.location).toBe('Lindenweg 3, 3000 Bern');
  });
});
