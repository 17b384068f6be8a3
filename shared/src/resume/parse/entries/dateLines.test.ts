import { describe, expect, it } from 'vitest';
import { entryShapes as entries, item } from '../testItems.js';

describe('entries whose dates close or open a line of fields', () => {
  it('reads "Role. Org S.A., Town, Country. 2010 – 2013" over points as a dated head', () => {
    const result = entries([
      item('Senior Harbour Pilot. Tidewell Marine S.A., Port Vale, Norland. 2015 – 2019', 72, 100),
      item(
        '• Guided container vessels through the outer channel at night in all weathers and tides.',
        88,
        113,
      ),
      item('• Trained four junior pilots on the new radar system of the port authority.', 88, 126),
      item('Second Deck Officer. Greywater Lines Ltda., South Mere, Norland. 2011 – 2015', 72, 145),
      item('• Kept the watch on coastal routes for a fleet of feeder ships in the northern sea.', 88, 158),
    ]);
    expect(result.map((e) => [e.start, e.end, e.details])).toEqual([
      ['2015', '2019', 2],
      ['2011', '2015', 1],
    ]);
  });

  it('reads the line under dates printed alone as the head, in lower case or with a stop', () => {
    const result = entries([
      item('2016 – 2020', 72, 100, { size: 11 }),
      item('leitender Mitarbeiter, Quellbach Systeme GmbH, Nordstadt.', 72, 114, { size: 11 }),
      item('Betreuung der Kunden im Bereich Logistik und Planung der Abläufe im Lager.', 72, 128),
      item('2012 – 2016', 72, 146, { size: 11 }),
      item('studentischer Mitarbeiter, Hochschule Weststadt, Weststadt.', 72, 160, { size: 11 }),
    ]);
    expect(result.map((e) => [e.head, e.start])).toEqual([
      [['2016 – 2020', 'leitender Mitarbeiter, Quellbach Systeme GmbH, Nordstadt.'], '2016'],
      [['2012 – 2016', 'studentischer Mitarbeiter, Hochschule Weststadt, Weststadt.'], '2012'],
    ]);
  });

  it('reads a short second line under centred dates as the head too', () => {
    // Centred text: each line starts elsewhere, their middles line up.
    const result = entries([
      item('2017-2019', 380, 100),
      item('Nordwind Logistik SAS', 350, 113),
      item('coordinadora administrativa senior', 317.5, 126),
    ]);
    expect(result.map((e) => [e.head.length > 1, e.details])).toEqual([[true, 0]]);
  });
});
