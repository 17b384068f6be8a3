import { describe, expect, it } from 'vitest';
import { Collector } from '../collector.js';
import { extractEducation } from './education.js';
import { splitEntries } from '../../entries/entries.js';
import type { Entry } from '../../entries/entry.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

function schools(items: TextItem[]) {
  const entries = splitEntries(linesFromSegments(buildSegments(items), 0));
  return extractEducation(entries, new Collector(), 0).map((e) => [e.school, e.degree, e.start, e.end]);
}

describe('education entries → school and degree', () => {
  it('reads the school under a sub-label ("UNIVERSITY") and the line beside it as the degree', () => {
    expect(
      schools([
        item('UNIVERSITY', 60, 100),
        item('2016 – 2020', 470, 100),
        item('Northfield State University', 60, 113),
        item('Applied Psychology', 60, 126),
      ]),
    ).toEqual([['Northfield State University', 'Applied Psychology', '2016', '2020']]);
  });

  it('reads a school and a degree when one of them is in brackets', () => {
    const one = (head: string) => schools([item(head, 60, 100), item('2014 – 2018', 470, 100)]);
    expect(one('Eastmoor University (B.Sc. Computer Science)')).toEqual([
      ['Eastmoor University', 'B.Sc. Computer Science', '2014', '2018'],
    ]);
    expect(one('B.Sc. Computer Science (Eastmoor University)')).toEqual([
      ['Eastmoor University', 'B.Sc. Computer Science', '2014', '2018'],
    ]);
    // Initials in brackets are part of the school's name.
    expect(one('University of Lakeside (UoL)')[0]?.[0]).toBe('University of Lakeside (UoL)');
  });

  it('reads the words for "at" and "awarded by" of more languages between a degree and its school', () => {
    const one = (head: string) => schools([item(head, 60, 100), item('2014 – 2018', 470, 100)])[0];
    expect(one('Master en Finance à l’Université de Valmont')?.slice(0, 2)).toEqual([
      'Université de Valmont',
      'Master en Finance',
    ]);
    expect(one('Grado en Derecho por la Universidad de Santa Clara')?.[0]).toBe('Universidad de Santa Clara');
    expect(one('Civilingenjör i datateknik vid Kungliga Tekniska högskolan')?.[0]).toBe(
      'Kungliga Tekniska högskolan',
    );
    expect(one('Bacharelado em Direito pela Universidade Federal do Norte')?.[0]).toBe(
      'Universidade Federal do Norte',
    );
  });

  it('reads a form’s labelled rows ("Institution: …" over "Degree: …") as one school', () => {
    expect(
      schools([
        item('Institution: Eastmoor University', 60, 100),
        item('2014 – 2018', 470, 100),
        item('Degree: B.Sc. Computer Science', 60, 113),
      ]),
    ).toEqual([['Eastmoor University', 'B.Sc. Computer Science', '2014', '2018']]);
  });

  it('joins a school name that wraps after a linking word, and prefers it over a programme', () => {
    expect(
      schools([
        item('Scuola di Perfezionamento in Ottica, Ateneo Statale Lombardo - Università di', 60, 100),
        item('Nov 2021 – in corso', 470, 100),
        item('Pavia, Italia', 160, 113),
      ]),
    ).toEqual([['Università di Pavia', 'Scuola di Perfezionamento in Ottica', '2021-11', 'present']]);
  });

  it('reads a bulleted list: each bullet and the indented line under it is one school', () => {
    expect(
      schools([
        item('· Bachelor of Civil Engineering (B.Eng.) – 2011', 54, 100),
        item('Lakeshore Institute of Technology', 72, 113, { size: 9 }),
        item('· Surveying Technology (Diploma) – 2019', 54, 126),
        item('Riverside College of Applied Arts', 72, 139, { size: 9 }),
      ]),
    ).toEqual([
      ['Lakeshore Institute of Technology', 'Bachelor of Civil Engineering (B.Eng.)', null, '2011'],
      ['Riverside College of Applied Arts', 'Surveying Technology (Diploma)', null, '2019'],
    ]);
  });

  it('gives a lone dated degree line the school of the entry above it', () => {
    expect(
      schools([
        item('Eastbrook University', 56, 100),
        item('Ph.D. in Astronomy', 56, 113),
        item('2016 – 2021', 470, 113),
        item('M.Phil. in Astronomy', 56, 126),
        item('2019', 470, 126),
      ]),
    ).toEqual([
      ['Eastbrook University', 'Ph.D. in Astronomy', '2016', '2021'],
      ['Eastbrook University', 'M.Phil. in Astronomy', null, '2019'],
    ]);
  });

  it('reads the school from a labelled line ("Instituição de ensino: …", "Curso: …")', () => {
    expect(
      schools([
        item('Design Gráfico', 54, 100),
        item('Instituição de ensino: Centro Paulista', 54, 113),
        item('2018/2020', 54, 126),
        item('Motion Design', 54, 150),
        item('Curso: Skillhub', 54, 163),
        item('2022', 54, 176),
      ]),
    ).toEqual([
      ['Centro Paulista', 'Design Gráfico', '2018', '2020'],
      ['Skillhub', 'Motion Design', null, '2022'],
    ]);
  });

  it('reads school words of other scripts', () => {
    expect(
      schools([
        item('Бакалавр, прикладная математика', 60, 100),
        item('2012 – 2016', 470, 100),
        item('Национальный технический университет', 60, 113),
      ]),
    ).toEqual([['Национальный технический университет', 'Бакалавр, прикладная математика', '2012', '2016']]);
  });
});

describe('education blocks regrouped by school and degree', () => {
  it('reads one school over several degree lines, each dated in its text, as one entry per degree', () => {
    expect(
      schools([
        item('Harbourview University', 54, 100, { bold: true }),
        item('Doctorate in Marine Biology (May 2024)', 75, 122),
        item('Master of Science in Ecology (Jun 2019)', 75, 143),
        item('Lakemont University; BSc Exchange semester completed March 2017', 90, 157),
        item('Bachelor of Science in Biology (Nov 2016)', 75, 171),
        item('Coastal Institute of Oceanography', 54, 192, { bold: true }),
        item('Master of Research in Oceanography (Sep 2021)', 75, 214),
      ]),
    ).toEqual([
      ['Harbourview University', 'Doctorate in Marine Biology', null, '2024-05'],
      ['Harbourview University', 'Master of Science in Ecology', null, '2019-06'],
      ['Lakemont University', 'BSc Exchange semester completed', null, '2017-03'],
      ['Harbourview University', 'Bachelor of Science in Biology', null, '2016-11'],
      ['Coastal Institute of Oceanography', 'Master of Research in Oceanography', null, '2021-09'],
    ]);
  });

  it('closes each block with the date printed last in it ("Graduation Date: …")', () => {
    expect(
      schools([
        item('MASTER OF ARTS – Ridgefield University – Austin, Texas', 36, 100),
        item('Comparative Literature', 54, 118),
        item('Graduation Date: May, 2020', 54, 135),
        item('ASSOCIATE OF ARTS – Pinecrest College – Dallas, Texas', 36, 160),
        item('Liberal Arts', 54, 178),
        item('Graduation Date: May, 2016', 54, 195),
      ]),
    ).toEqual([
      ['Ridgefield University', 'MASTER OF ARTS', null, '2020-05'],
      ['Pinecrest College', 'ASSOCIATE OF ARTS', null, '2016-05'],
    ]);
  });

  it('gives a school printed after a dated degree line to the next block, where schools come first', () => {
    expect(
      schools([
        item('Eastbrook University', 56, 100),
        item('New York', 470, 100),
        item('Ph.D. in Geology', 56, 113),
        item('2016 – 2021', 470, 113),
        item('M.S. in Geology', 56, 130),
        item('2018', 470, 130),
        item('Westfield Institute of Technology', 56, 150),
        item('Nagpur', 470, 150),
        item('B.S. in Physics', 56, 163),
        item('2011 – 2016', 470, 163),
      ]),
    ).toEqual([
      ['Eastbrook University', 'Ph.D. in Geology', '2016', '2021'],
      ['Eastbrook University', 'M.S. in Geology', null, '2018'],
      ['Westfield Institute of Technology', 'B.S. in Physics', '2011', '2016'],
    ]);
  });

  it("gives a lone degree the next block's school where schools are printed after their degrees", () => {
    expect(
      schools([
        item('Ph.D. in Civil Engineering', 59, 100),
        item('2021', 500, 100),
        item('Southern State University', 63, 115),
        item('Master of Public Health', 59, 145),
        item('2014', 500, 145),
        item('Bachelor of Arts – History', 59, 160),
        item('2013', 500, 160),
        item('Northern Valley University', 63, 175),
      ]),
    ).toEqual([
      ['Southern State University', 'Ph.D. in Civil Engineering', null, '2021'],
      ['Northern Valley University', 'Master of Public Health', null, '2014'],
      ['Northern Valley University', 'Bachelor of Arts', null, '2013'],
    ]);
  });

  it('splits undated blocks set apart by blank space, each naming its own school', () => {
    expect(
      schools([
        item('UNIVERSITY OF LAKELAND', 412, 100, { size: 12 }),
        item('NORTH CAMPUS', 412, 113, { size: 12 }),
        item('Lakeland, MN', 412, 126, { size: 12 }),
        item('RIVERBEND STATE UNIVERSITY', 412, 151, { size: 12 }),
        item('Riverbend, MN', 412, 164, { size: 12 }),
      ]).map((e) => e[0]),
    ).toEqual(['UNIVERSITY OF LAKELAND', 'RIVERBEND STATE UNIVERSITY']);
  });

  it('reads level-labelled rows ("SHS : …") as one school each, the label as the level', () => {
    expect(
      schools([
        item('SHS', 128, 100, { width: 20 }),
        item(': Northgate Academy of Learning', 200, 100),
        item('JHS', 128, 126, { width: 20 }),
        item(': Riverside Central High', 200, 126),
        item('School', 200, 140),
      ]).map((e) => [e[0], e[1]]),
    ).toEqual([
      ['Northgate Academy of Learning', 'SHS'],
      ['Riverside Central High', 'JHS'],
    ]);
  });

  it('reads the school after "from" or "op het", and after a degree used as a label', () => {
    expect(
      schools([
        item('• B.A. from N.K.U in 2016.', 126, 100),
        item('• Intermediate from State Board in 2013.', 126, 126),
      ]),
    ).toEqual([
      ['N.K.U', 'B.A.', null, '2016'],
      ['State Board', 'Intermediate', null, '2013'],
    ]);
    expect(
      schools([
        item('2009 - 2013:', 41, 100),
        item('MBO-opleiding Media op het Noorderpoort College.', 120, 100),
        item('2013 - 2017:', 41, 115),
        item('HBO-opleiding Design op de HvA.', 120, 115),
      ]),
    ).toEqual([
      ['Noorderpoort College', 'MBO-opleiding Media', '2009', '2013'],
      ['HvA', 'HBO-opleiding Design', '2013', '2017'],
    ]);
    expect(schools([item('2020', 46, 100), item('Магистр: НГТУ им. Попова', 46, 116)])).toEqual([
      ['НГТУ им. Попова', 'Магистр', null, '2020'],
    ]);
  });

  it('splits a course line ending with its provider at the certificate word', () => {
    expect(
      schools([
        item('College - BA Sociology (2019 - 2023)', 267, 100),
        item('Eastfield State University', 267, 113),
        item('Data Visualization Certification Open Learning Hub', 267, 140),
      ]).map((e) => [e[0], e[1]]),
    ).toEqual([
      ['Eastfield State University', 'BA Sociology'],
      ['Open Learning Hub', 'Data Visualization Certification'],
    ]);
  });
});

describe('credentials among degrees', () => {
  it('hands a professional credential with its acronym to the certifications, not the schools', () => {
    const credentials: Entry[] = [];
    const entries = splitEntries(
      linesFromSegments(
        buildSegments([
          item('· Chartered Quantity Surveyor (CQS)', 54, 100),
          item('Institute of Surveyors Westland (ISW)', 72, 113, { size: 9 }),
          item('· Bachelor of Building Science (B.BSc.) - 2014', 54, 137),
          item('Northfield Institute of Technology', 72, 150, { size: 9 }),
        ]),
        0,
      ),
    );
    const out = extractEducation(entries, new Collector(), 0, credentials);
    expect(out.map((e) => e.school)).toEqual(['Northfield Institute of Technology']);
    expect(credentials.map((c) => c.head[0]?.line.text)).toEqual(['· Chartered Quantity Surveyor (CQS)']);
  });
});

describe('a date printed after its block', () => {
  it('closes the undated block above, and the honours under it stay with it', () => {
    expect(
      schools([
        item('Bachelor of Science in Nursing', 150, 100, { size: 12.6 }),
        item('Eastbrook University, Riverside College', 150, 117, { size: 9 }),
        item('05/2012', 150, 129, { size: 9 }),
        item('Silver Key honour society', 150, 143, { size: 9 }),
        item("Dean's list at Riverside College.", 150, 165, { size: 9 }),
      ]),
    ).toEqual([
      ['Eastbrook University, Riverside College', 'Bachelor of Science in Nursing', null, '2012-05'],
    ]);
  });
});

describe('a summer or winter school', () => {
  it('is the programme, and the university holding it the school', () => {
    expect(
      schools([
        item('Scuola Estiva di Analisi delle Immagini', 160, 100),
        item('Jan 2020', 480, 100),
        item('Studium - Università di Westfield', 160, 113),
      ]).map((e) => e[0]),
    ).toEqual(['Università di Westfield']);
  });
});

describe('a timeline of enrolments', () => {
  it('pairs the row entering a school with the row leaving it, year and month from their cells', () => {
    const row = (y: number, year: string, month: string, text: string) => [
      item(year, 59, y, { width: 22 }),
      item(month, 100, y, { width: 8 }),
      item(text, 140, y),
    ];
    expect(
      schools([
        ...row(100, '2006', '3', '北山県立南高等学校 卒業'),
        ...row(125, '2006', '4', '北山大学工学部 入学'),
        ...row(150, '2010', '3', '北山大学工学部 卒業'),
      ]),
    ).toEqual([
      ['北山県立南高等学校', '', null, '2006-03'],
      ['北山大学工学部', '', '2006-04', '2010-03'],
    ]);
  });
});

describe('right-to-left education entries', () => {
  it('reads the school after a slashed label and a range stored in visual order', () => {
    expect(
      schools([
        item('کارشناسی مهندسی برق', 420, 100),
        item('موسسه/دانشگاه: اصفهان', 400, 116, { size: 7 }),
        item('۱۳۹۲ - ۱۳۸۸', 440, 130),
      ]).map((e) => [e[0], e[2], e[3]]),
    ).toEqual([['اصفهان', '1388', '1392']]);
  });
});

describe('online courses', () => {
  it('reads a web domain before the course as its provider, the school', () => {
    expect(
      schools([
        item('learnhub.io: Intro to Statistics', 60, 100),
        item('2031', 470, 100),
        item('site-a.com, codeyard.dev: SQL Basics', 60, 130),
        item('2032', 470, 130),
      ]).map((e) => [e[0], e[1]]),
    ).toEqual([
      ['learnhub.io', 'Intro to Statistics'],
      ['site-a.com, codeyard.dev', 'SQL Basics'],
    ]);
  });
});

describe('tests listed among diplomas', () => {
  it('does not read a test with its score as a school, but keeps a one-word school', () => {
    expect(
      schools([
        item('TOEFL (98) – 2021', 322, 100),
        item('Westbrook – 2019', 322, 130),
        item('L2 History', 322, 145),
      ]).map((e) => e[0]),
    ).toEqual(['Westbrook']);
  });
});

describe('date cells and sub-headings inside education blocks', () => {
  it('never takes the words of a wrapped date cell for the school', () => {
    expect(
      schools([
        item('De novembre', 238, 100, { width: 60 }),
        item('LICENCE Option : Chimie', 323, 100),
        item('2017 à juillet', 238, 115, { width: 60 }),
        item('Université Lumière. Lyon, France', 323, 115),
        item('2018', 238, 130, { width: 20 }),
      ]).map((e) => e[0]),
    ).toEqual([expect.stringMatching(/^Université Lumière/)]);
  });

  it('keeps a sub-heading naming another section, and its lines, with the block above', () => {
    expect(
      schools([
        item('Northgate University', 60, 100),
        item('2016 – 2019', 470, 100),
        item('BSc Computing', 60, 113),
        item('Projets personnels', 75, 130),
        item('2018', 470, 130),
        item('Application de gestion de parking', 75, 143),
      ]).map((e) => e[0]),
    ).toEqual(['Northgate University']);
  });
});

describe('the order of school and degree, voted per section', () => {
  it('reads an entry whose words do not tell in the order the other entries print', () => {
    expect(
      schools([
        item('Northfield University, Porto', 60, 100),
        item('2016 – 2018', 470, 100),
        item('Master of Arts – Linguistics', 60, 113),
        item('Harbourview StPol', 60, 139),
        item('2010 – 2013', 470, 139),
        item('College Diploma – Tourism', 60, 152),
      ]).map((e) => [e[0], e[1]]),
    ).toEqual([
      ['Northfield University', 'Master of Arts'],
      ['Harbourview StPol', 'College Diploma'],
    ]);
  });

  it('takes the second line as the school where the section prints degrees first', () => {
    expect(
      schools([
        item('Baccalauréat Général', 60, 100),
        item('Lycée des Tilleuls - Montbrun 2021', 60, 113),
        item('Prépa scientifique', 60, 139),
        item('Prépa Delta (prépa des ENI) - Montbrun 2021 - 2023', 60, 152),
      ]).map((e) => e[0]),
    ).toEqual(['Lycée des Tilleuls', 'Prépa Delta (prépa des ENI)']);
  });
});

describe('school words that are not a name', () => {
  it('never takes a labelled detail ("Schwerpunkt: …") for the school, and reads a school kind in capitals', () => {
    expect(
      schools([
        item('10/2015 – 09/2017', 40, 100),
        item('Master Studium Regelungstechnik, FH Nordtal, Linz.', 140, 100),
        item('Schwerpunkt: Robotik', 140, 113),
        item('10/2012', 40, 139),
        item('Lehre mit Matura, HTL, Steyr.', 140, 139),
        item('Fachbereich: Elektrotechnik', 140, 152),
      ]).map((e) => e[0]),
    ).toEqual(['FH Nordtal', 'HTL']);
  });

  it('reads a kind of school printed without a name ("High school") as the level, the name beside it as the school', () => {
    expect(
      schools([item('Brookside', 60, 100), item('2004 – 2008', 470, 100), item('High school', 60, 113)]).map(
        (e) => [e[0], e[1]],
      ),
    ).toEqual([['Brookside', 'High school']]);
  });
});

describe('blocks headed by their date alone', () => {
  it('reads the line under the date as the head, and a dash spaced on one side as a separator', () => {
    expect(
      schools([
        item('2012–2014', 72, 100),
        item('M.Sc. Chemistry, Eastbrook University', 72, 113),
        item('Thesis on catalysts for clean fuels', 72, 126, { size: 9 }),
        item('2009–2012', 72, 152),
        item('Riverside High School, Mapleton —Graduate', 72, 165),
      ]).map((e) => [e[0], e[1], e[2], e[3]]),
    ).toEqual([
      ['Eastbrook University', 'M.Sc. Chemistry', '2012', '2014'],
      ['Riverside High School, Mapleton', 'Graduate', '2009', '2012'],
    ]);
  });
});

describe('studies written as sentences', () => {
  it('reads each sentence naming a school as a study, the school after its connective, the rest as description', () => {
    const entries = splitEntries(
      linesFromSegments(
        buildSegments([
          item('Diploma di Maturità presso Liceo classico Tito Livio, Rovigo (voto: 98/100)', 53, 100),
          item('Studente presso il Politecnico di Lugano. Ho seguito il primo anno di Chimica', 53, 113),
          item('applicata. Ora frequento il secondo anno di Architettura.', 53, 126),
        ]),
        0,
      ),
    );
    const out = extractEducation(entries, new Collector(), 0);
    expect(out.map((e) => [e.school, e.degree])).toEqual([
      ['Liceo classico Tito Livio', 'Diploma di Maturità'],
      ['Politecnico di Lugano', 'Studente'],
    ]);
    expect(out.map((e) => e.description)).toEqual([
      'Rovigo (voto: 98/100)',
      'Ho seguito il primo anno di Chimica applicata. Ora frequento il secondo anno di Architettura.',
    ]);
  });

  it('mends a school name hyphenated across the line', () => {
    const [first] = schools([
      item('(2001 – 2007) Universidad Nacional de Lago Ver-', 60, 100),
      item('de, Licenciatura en Física', 60, 113),
      item('(1996 – 2000) Colegio del Sur, Bachillerato', 60, 133),
    ]);
    expect(first?.[0]).toBe('Universidad Nacional de Lago Verde');
  });

  it('drops a level label before the period ("University: (2002 – 2008) …")', () => {
    expect(
      schools([
        item('University: (2002 – 2008) BSc Physics, Northfield University', 60, 100),
        item('Secondary: (1996 – 2001) Lakeview Technical School', 60, 120),
      ]).map(([school, , start]) => [school, start]),
    ).toEqual([
      ['Northfield University', '2002'],
      ['Lakeview Technical School', '1996'],
    ]);
  });
});
