import { describe, expect, it } from 'vitest';
import { endsSentence } from './entries.js';
import { entryShapes, item } from '../testItems.js';

const entries = entryShapes;

describe('section lines → entries', () => {
  it('keeps a place at the top of a page with the head whose period closed the page before', () => {
    const result = entries([
      item('Harwick Foods S.A.', 60, 100, { size: 12 }),
      item('Analista de Compras', 60, 115, { size: 12 }),
      item('marzo de 2017 - mayo de 2019 (2 años 3 meses)', 60, 129, { size: 11 }),
      item('Rosario, Santa Fe', 60, 142, { size: 11 }),
      item('Coordinación de la logística con los centros de distribución.', 60, 156, { size: 11 }),
      item('Lakeview Pharma S.A.', 60, 740, { size: 12 }),
      item('Desarrollador de producto', 60, 755, { size: 12 }),
      item('abril de 2015 - agosto de 2016 (1 año 5 meses)', 60, 769, { size: 11 }),
      item('Villa Serena, Norte', 60, 40, { size: 11, page: 2 }),
      item('Desarrollo de productos de limpieza.', 60, 54, { size: 11, page: 2 }),
    ]);
    expect(result.map((e) => [e.head.length, e.details, e.start])).toEqual([
      [4, 1, '2017-03'],
      [4, 1, '2015-04'],
    ]);
  });

  it('reads title and dates spanning the column as flush left, not centred, so tight entries split', () => {
    // Every head spans the column (title at the left, dates or place at the right), so every line's
    // centre sits mid-column; the indented points show the text is flush left.
    const result = entries([
      item('Research Scientist', 60, 100),
      item('Mar 2021 – Jun 2023', 460, 100),
      item('Northfield Institute of Marine Studies', 60, 113),
      item('Harbourton, ME', 485, 113),
      item('• Built wave models for coastal flood forecasts', 85, 126),
      item('• Led field campaigns on two research vessels', 85, 139),
      item('Eastgate Trust Summer Student Research Fellowship in Ocean Physics', 60, 158),
      item('Jun 2019 – Aug 2019', 460, 158),
      item('Northfield Institute of Marine Studies, Tide Group', 60, 171),
      item('Harbourton, ME', 485, 171),
      item('Harlow Foundation Summer Undergraduate Research Fellowship in Ocean', 60, 184),
      item('Jun 2018 – Aug 2018', 460, 184),
      item('Baymouth Laboratory for Ocean Science, Sediment Group', 60, 197),
      item('Baymouth, ME', 495, 197),
    ]);
    expect(result.map((e) => [e.start, e.end])).toEqual([
      ['2021-03', '2023-06'],
      ['2019-06', '2019-08'],
      ['2018-06', '2018-08'],
    ]);
  });

  it('keeps a line with its entry when the next dated line, set tightly, overlaps it', () => {
    const result = entries([
      item('Lakeside University', 60, 100),
      item('2018 – 2020', 470, 100),
      item('Master of Physics', 60, 113),
      item('Thesis on lens design', 60, 126),
      item('Bachelor of Physics, Hill College', 60, 135),
      item('2015 – 2018', 470, 135),
    ]);
    expect(result.map((e) => e.head)).toEqual([
      ['Lakeside University   2018 – 2020', 'Master of Physics', 'Thesis on lens design'],
      ['Bachelor of Physics, Hill College   2015 – 2018'],
    ]);
  });

  it('reads a left date column whose cells wrap over two lines (a Word or Writer table)', () => {
    const result = entries([
      item('04.2019 – heute', 50, 100),
      item('Meyer Bau GmbH', 150, 100),
      item('Hannover', 50, 113),
      item('Projektleiterin', 150, 113),
      item('• Leitung von Schulbauten', 155, 126),
      item('09.2014 –', 50, 145),
      item('Ingenieurbüro Hartmann', 150, 145),
      item('03.2019', 50, 158),
      item('Bauleiterin', 150, 158),
      item('Braunschweig', 50, 171),
      item('• Bauüberwachung', 155, 171),
    ]);
    expect(result).toEqual([
      {
        head: ['04.2019 – heute   Meyer Bau GmbH', 'Hannover   Projektleiterin'],
        details: 1,
        start: '2019-04',
        end: 'present',
      },
      {
        head: ['09.2014 – 03.2019   Ingenieurbüro Hartmann', 'Bauleiterin'],
        details: 1,
        start: '2014-09',
        end: '2019-03',
      },
    ]);
  });

  it('joins a date cell that starts with a bare month ("septiembre de" / "2011 – junio de" / "2015")', () => {
    const result = entries([
      item('octubre de 2016 –', 50, 100),
      item('Máster en Cuidados Críticos', 150, 100),
      item('septiembre de 2017', 50, 113),
      item('Universidad de Sevilla', 150, 113),
      item('septiembre de', 50, 140),
      item('Grado en Enfermería', 150, 140),
      item('2011 – junio de', 50, 153),
      item('Universidad de Málaga', 150, 153),
      item('2015', 50, 166),
    ]);
    expect(result.map((e) => [e.start, e.end])).toEqual([
      ['2016-10', '2017-09'],
      ['2011-09', '2015-06'],
    ]);
  });

  it('joins the end of a period that wrapped under a long head line ("… ago 2011 – jun" / "2015")', () => {
    const result = entries([
      item('Benemérita Universidad Autónoma de Puebla ago 2011 – jun', 60, 100),
      item('2015', 60, 113),
      item('Licenciatura en Contaduría Pública', 60, 126),
    ]);
    expect(result).toEqual([
      {
        head: [
          'Benemérita Universidad Autónoma de Puebla ago 2011 – jun 2015',
          'Licenciatura en Contaduría Pública',
        ],
        details: 0,
        start: '2011-08',
        end: '2015-06',
      },
    ]);
  });

  it('reads a moderncv-style date column whose bullets hang just left of the entry text', () => {
    const result = entries([
      item('Sept. 2021 –', 50, 100),
      item('Senior Policy Analyst', 145, 100),
      item('Present', 50, 113),
      item('Centre for Cities', 145, 113),
      item('London', 50, 126),
      item('• Lead author of two reports on housing supply', 142, 139),
      item('Jan. 2018 – Aug.', 50, 160),
      item('Evaluation Officer', 145, 160),
      item('2021', 50, 173),
      item('Greater Manchester Combined Authority', 145, 173),
      item('• Designed the evaluation of a pilot', 142, 186),
    ]);
    expect(result.map((e) => [e.head.length, e.start, e.end])).toEqual([
      [3, '2021-09', 'present'],
      [2, '2018-01', '2021-08'],
    ]);
  });

  it('reads a lone entry beside a date column whose cell wraps', () => {
    const result = entries([
      item('paź. 2013 – lip.', 50, 100),
      item('Licencjat, Zarządzanie', 142, 100),
      item('2016', 50, 113),
      item('Uniwersytet Ekonomiczny w Poznaniu', 142, 113),
      item('• Praca o logistyce miejskiej', 142, 126),
    ]);
    expect(result).toEqual([
      {
        head: ['paź. 2013 – lip. 2016   Licencjat, Zarządzanie', 'Uniwersytet Ekonomiczny w Poznaniu'],
        details: 1,
        start: '2013-10',
        end: '2016-07',
      },
    ]);
  });

  it('joins a date cell broken after a month name ("juni 2018 – april" / "2021")', () => {
    const result = entries([
      item('maj 2021 – nu', 50, 100),
      item('Norrlandskod AB', 150, 100),
      item('Systemutvecklare', 150, 113),
      item('juni 2018 – april', 50, 140),
      item('Umeå kommun', 150, 140),
      item('2021', 50, 153),
      item('IT-tekniker', 150, 153),
    ]);
    expect(result.map((e) => [e.start, e.end])).toEqual([
      ['2021-05', 'present'],
      ['2018-06', '2021-04'],
    ]);
  });

  it('splits at a head line after bullets and reads dates from the right edge', () => {
    const result = entries([
      item('Acme Corp', 60, 100),
      item('Jan 2020 – Present', 480, 100),
      item('Engineer', 60, 113),
      item('• Built a thing', 70, 127),
      item('Beta Ltd', 60, 150),
      item('2017 – 2019', 490, 150),
      item('Analyst', 60, 163),
      item('• Did analysis', 70, 177),
    ]);
    expect(result).toEqual([
      { head: ['Acme Corp   Jan 2020 – Present', 'Engineer'], details: 1, start: '2020-01', end: 'present' },
      { head: ['Beta Ltd   2017 – 2019', 'Analyst'], details: 1, start: '2017', end: '2019' },
    ]);
  });

  it('splits entries without bullets that end with their dates', () => {
    const result = entries([
      item('Master of Science', 60, 100),
      item('Politecnico di Milano', 60, 113),
      item('set 2014 – feb 2016', 60, 126),
      item('Bachelor of Science', 60, 145),
      item('Università di Pavia', 60, 158),
      item('set 2011 – lug 2014', 60, 171),
    ]);
    expect(result.map((e) => [e.head[0], e.start, e.end])).toEqual([
      ['Master of Science', '2014-09', '2016-02'],
      ['Bachelor of Science', '2011-09', '2014-07'],
    ]);
  });

  it('keeps a bullet’s wrapped line in the bullet even when it is short and capitalised', () => {
    const bullet = item('•', 60, 113, { width: 3 });
    const result = entries([
      item('Nexus AI, CTO', 56, 100),
      bullet,
      item('Raised a Series A led by Sequoia Capital, with Founders', 68.4, 113),
      item('Fund', 68.4, 126),
      item('Beta Ltd, Engineer', 56, 150),
    ]);
    expect(result.map((e) => e.head)).toEqual([['Nexus AI, CTO'], ['Beta Ltd, Engineer']]);
  });

  it('reads a short line that ends the sentence above it as text, not as the next entry', () => {
    const result = entries([
      item('Elbfähre 2.0', 40, 100),
      item('Neugestaltung der Ticket-App der Hafenfähren: Kaufabschluss von 4 auf 2', 40, 113, {
        width: 320,
      }),
      item('Minuten verkürzt.', 40, 126),
      item('Pflegekompass', 40, 139),
      item('Ehrenamtliches Projekt: Wegweiser für Angehörige, getestet mit 30 Familien.', 40, 152, {
        width: 330,
      }),
    ]);
    expect(result.map((e) => e.head)).toEqual([['Elbfähre 2.0'], ['Pflegekompass']]);
  });

  it('reads "Title, Employer, City." beside its dates as a head even with a full stop (moderncv)', () => {
    const result = entries([
      item('Desarrollador Full Stack, Viajalia Tech S.L., Madrid.', 40, 100),
      item('2021 – actualidad', 460, 100),
      item('Desarrollo del nuevo buscador de vuelos y hoteles con React y GraphQL.', 50, 113),
      item('Desarrollador Frontend, Cooperativa Agraria Digital, Valencia.', 40, 135),
      item('2019 – 2021', 460, 135),
    ]);
    expect(result.map((e) => [e.head.length, e.start])).toEqual([
      [1, '2021'],
      [1, '2019'],
    ]);
  });

  it('gives a place printed on the right just above an entry to that entry, not to the bullets before it', () => {
    const result = entries([
      item('Manchester, UK', 480, 98),
      item('Tillwise', 40, 100, { size: 12 }),
      item('Sep. 2021 – Present', 470, 112),
      item('SENiOR PRODUCT MANAGER, MERCHANT PAYOUTS', 40, 114),
      item('• Own the roadmap for the payouts platform that settles £2.1bn a year', 43, 128),
      item('London, UK', 500, 141),
      item('Nettle Bank', 40, 153, { size: 12 }),
      item('Jan. 2019 – Aug. 2021', 466, 166),
      item('PRODUCT MANAGER, ONBOARDiNG', 40, 168),
    ]);
    expect(result.map((e) => e.details)).toEqual([1, 0]);
    expect(result[1]?.head.join(' ')).toMatch(/London, UK.*Nettle Bank/);
  });

  it('opens the next entry at a school named after the last date when entries name theirs before their dates', () => {
    const result = entries([
      item('University of Washington', 36, 100),
      item('B.S. IN COMPUTER SCIENCE', 36, 113),
      item('Expected June 2023 | Seattle, WA', 36, 126),
      item('Minor in Mathematics', 36, 139),
      item('Bellevue College', 36, 152),
      item('RUNNING START, A.A.', 36, 165),
      item('2017 – 2019 | Bellevue, WA', 36, 178),
    ]);
    expect(result.map((e) => e.head[0])).toEqual(['University of Washington', 'Bellevue College']);
  });

  it('reads a timeline: dates alone on their lines in a column left of the entries', () => {
    const result = entries([
      item('2021 – atual', 216, 100),
      item('Nortada Logística, S.A.', 288, 113),
      item('Engenheira de Dados Sénior', 288, 126),
      item('• Liderei a migração do data warehouse para Snowflake.', 289, 139),
      item('2018 – 2021', 217, 160),
      item('Bitlar Software', 288, 173),
      item('Engenheira de Dados', 288, 186),
      item('• Desenvolvi pipelines de dados em Spark.', 289, 199),
    ]);
    expect(result.map((e) => [e.head, e.start])).toEqual([
      [['2021 – atual', 'Nortada Logística, S.A.', 'Engenheira de Dados Sénior'], '2021'],
      [['2018 – 2021', 'Bitlar Software', 'Engenheira de Dados'], '2018'],
    ]);
  });

  it('reads a name that ends on an abbreviation with a full stop as a name, not a sentence', () => {
    expect(endsSentence('Laboratorio de Química Aplicada. UNL-FIQe.')).toBe(false);
    expect(endsSentence('Rebuilt the billing platform.')).toBe(true);
    expect(endsSentence('Leiding aan een team van vier collega’s.')).toBe(true);
    expect(endsSentence('Verde Campo Ltda.')).toBe(false);
    expect(endsSentence('Ferretti Nautica S.p.A.')).toBe(false);
    expect(endsSentence('Anadolu Teknoloji Ltd. Şti.')).toBe(false);
    expect(endsSentence('Kovács és Társa Zrt.')).toBe(false);
  });

  it('reads a stop after words of a script without capitals as the end of a sentence', () => {
    expect(endsSentence('إعداد الخطط الدراسية ومتابعة تقدم الطلاب.')).toBe(true);
    expect(endsSentence('ניהול צוות של ארבעה עובדים בשטח.')).toBe(true);
    expect(endsSentence('مدارس النور الأهلية')).toBe(false);
  });

  it('keeps points written as sentences in a script without capitals with their job across a gap', () => {
    const result = entries([
      item('معلم لغة عربية', 60, 100),
      item('2016 – 2021', 460, 100),
      item('مدارس النور الأهلية', 60, 113),
      item('تدريس اللغة العربية لطلاب المرحلة المتوسطة.', 60, 126),
      item('إعداد الخطط الدراسية ومتابعة تقدم الطلاب.', 60, 139),
      item('تنظيم المسابقات والأنشطة المدرسية للطلاب.', 60, 165),
      item('الإشراف على الأنشطة الثقافية في المدرسة.', 60, 178),
      item('معلم لغة عربية', 60, 204),
      item('2012 – 2016', 460, 204),
      item('مدرسة الفجر الابتدائية', 60, 217),
    ]);
    expect(result.map((e) => [e.head[0], e.start])).toEqual([
      ['2016 – 2021   معلم لغة عربية', '2016'],
      ['2012 – 2016   معلم لغة عربية', '2012'],
    ]);
  });

  it('joins a date cell that opens with "since" alone and has its year on the next line', () => {
    const result = entries([
      item('Depuis', 40, 100),
      item('Animatrice, Maison des Jeunes de Lakeside', 120, 100),
      item('2019', 40, 113),
      item('Organisation des activités du mercredi.', 120, 113),
      item('2016 – 2018', 40, 140),
      item('Vendeuse, Boulangerie Lakeside', 120, 140),
    ]);
    expect(result.map((e) => [e.start, e.end])).toEqual([
      ['2019', 'present'],
      ['2016', '2018'],
    ]);
  });

  it('reads a short point without a glyph, mostly in lower case and closed by a stop, as a detail', () => {
    const result = entries([
      item('Barista — Copper Kettle', 60, 100, { bold: true }),
      item('2019 – 2021', 470, 100),
      item('Grew weekly sales from 2k to 40k by opening at six.', 60, 113),
      item('Ran the catering experiments.', 60, 126),
      item('Shift Lead — Lantern Bakery', 60, 147, { bold: true }),
      item('2017 – 2019', 470, 147),
    ]);
    expect(result.map((e) => e.head.length)).toEqual([1, 1]);
    expect(result.map((e) => e.details)).toEqual([2, 0]);
  });

  it('reads short points set in from the heads as details when the list draws its bullets as shapes', () => {
    // A browser prints a list's discs as drawn shapes: the text holds no glyph, only the indent.
    const result = entries([
      item('Projektleiterin bei Kestrel Werke GmbH', 60, 100, { bold: true }),
      item('03/2021 – heute', 470, 100),
      item('Leitung von sechs Entwicklern', 72, 113),
      item('Einführung eines Lagersystems', 72, 126),
      item('Werkstudentin bei Orlen Daten AG', 60, 147, { bold: true }),
      item('10/2018 – 02/2021', 470, 147),
      item('Pflege der Schnittstellen', 72, 160),
    ]);
    expect(result.map((e) => [e.head.length, e.details, e.start])).toEqual([
      [1, 2, '2021-03'],
      [1, 1, '2018-10'],
    ]);
  });

  it('reads a point that wraps back under its own glyph as that point going on', () => {
    const result = entries([
      item('Projektleiterin', 60, 100, { bold: true }),
      item('Kestrel Werke GmbH', 60, 113),
      item('03/2021 – heute', 60, 126),
      item('• Leitung eines Teams von sechs', 72, 139),
      item('Entwicklern', 72, 152),
      item('• Einführung eines Lagersystems', 72, 165),
      item('Praktikantin', 60, 186, { bold: true }),
      item('Stadtwerke Weserhafen', 60, 199),
      item('04/2018 – 09/2018', 60, 212),
    ]);
    expect(result.map((e) => [e.head.length, e.details, e.start])).toEqual([
      [3, 3, '2021-03'],
      [3, 0, '2018-04'],
    ]);
  });

  it('reads a long head that ends in its period in brackets as a head, not a wrapped point', () => {
    const result = entries([
      item('Desarrolladora Junior, Soluciones Mareira S.L., Valencia (sep. 2017 – dic. 2019)', 60, 100),
      item('• Mantenimiento de aplicaciones', 72, 113),
      item('Becaria de investigación, Universidad de Sevilla, Sevilla (feb. 2017 – jun. 2017)', 60, 134),
      item('• Análisis de datos de sensores', 72, 147),
    ]);
    expect(result.map((e) => [e.head.length, e.details, e.start])).toEqual([
      [1, 1, '2017-09'],
      [1, 1, '2017-02'],
    ]);
  });

  it('reads a right-to-left section as the mirror image of a left-to-right one', () => {
    // Flush right at x = 540: heads from the edge, points set in from it, periods at the left.
    const at = (text: string, right: number, y: number) => item(text, right - text.length * 5, y);
    const result = entries([
      at('חברת אורן מערכות', 540, 100),
      item('2019 – 2021', 60, 100),
      at('מפתחת תוכנה', 540, 113),
      at('פיתוח מערכת סליקה', 528, 126),
      at('הובלת צוות', 528, 139),
      at('בנק השרון', 540, 160),
      item('2017 – 2019', 60, 160),
      at('מפתחת', 540, 173),
      at('תחזוקת האפליקציה', 528, 186),
      // A period on a line of its own, digits only, printed end first as well.
      at('מכללת הגליל', 540, 207),
      at('2017 – 2015', 540, 220),
      at('בודקת תוכנה', 540, 233),
    ]);
    expect(result.map((e) => [e.head.length, e.details, e.start, e.end])).toEqual([
      [2, 2, '2019', '2021'],
      [2, 1, '2017', '2019'],
      [3, 0, '2015', '2017'],
    ]);
  });

  it('keeps a period printed alone at the foot of a page with the head that opens the next page', () => {
    const result = entries([
      item('03/2020 – obecnie', 60, 660, { size: 9 }),
      item('KIEROWNIK PROJEKTU', 60, 673, { bold: true }),
      item('Wisła Dane Sp. z o.o. · Gdańsk', 60, 686),
      item('• Wdrożenie systemu magazynowego', 72, 699),
      item('07.2017 – 02.2020', 60, 780, { size: 9 }),
      item('MŁODSZY PROGRAMISTA', 60, 60, { bold: true, page: 2 }),
      item('Bałtyk Kod S.A. · Gdynia', 60, 73, { page: 2 }),
      item('• Rozwój aplikacji w .NET', 72, 86, { page: 2 }),
    ]);
    expect(result.map((e) => [e.head.length, e.details, e.start])).toEqual([
      [3, 1, '2020-03'],
      [3, 1, '2017-07'],
    ]);
  });
});
