import { describe, expect, it } from 'vitest';
import { Collector } from '../collector.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { extractSkills, splitList } from './skills.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

function skills(items: TextItem[]) {
  return extractSkills(linesFromSegments(buildSegments(items), 0), 10, new Collector(), 0).map((g) => ({
    category: g.category,
    items: g.items.map((i) => i.name),
  }));
}

describe('skills', () => {
  it('reads a label closed by a colon in a cell of its own beside its list', () => {
    expect(
      skills([
        item('Frameworks:', 60, 100, { bold: true }),
        item('React, Vue', 130, 100),
        item('Tools:', 60, 112, { bold: true }),
        item('Git, Docker', 130, 112),
      ]),
    ).toEqual([
      { category: 'Frameworks', items: ['React', 'Vue'] },
      { category: 'Tools', items: ['Git', 'Docker'] },
    ]);
  });

  it('takes no address on its own row for a skill (a browser’s print footer under the list)', () => {
    expect(
      skills([
        item('• Surveying', 60, 100),
        item('• Estimating', 60, 112),
        item('file:///C:/Users/kim/cv.html', 24, 800, { size: 8 }),
      ]).flatMap((g) => g.items),
    ).toEqual(['Surveying', 'Estimating']);
  });

  it('splits lists, drops qualifiers, keeps a parenthesised list whole', () => {
    expect(splitList('Proficient in Python, SQL; NoSQL (MongoDB, Neo4j) • Git | Docker')).toEqual([
      'Python',
      'SQL',
      'NoSQL (MongoDB, Neo4j)',
      'Git',
      'Docker',
    ]);
    expect(splitList('C == Python > C++ > Java')).toEqual(['C', 'Python', 'C++', 'Java']);
    expect(splitList('Fluent in English and Vietnamese')).toEqual(['English', 'Vietnamese']);
    expect(splitList('Python, Java and C++')).toEqual(['Python', 'Java', 'C++']);
    expect(splitList('NIF y IFRS')).toEqual(['NIF y IFRS']);
    expect(splitList('Use of spreadsheet tools (Calc, Numbers)')).toEqual([
      'spreadsheet tools (Calc, Numbers)',
    ]);
    expect(splitList('Hands-on experience with Terraform')).toEqual(['Terraform']);
  });

  it('drops what is said before a skill about how well it is known, in several languages', () => {
    expect(splitList('Fachkenntnisse im Rechnungswesen, Grundkenntnisse in Go und Rust.')).toEqual([
      'Rechnungswesen',
      'Go und Rust',
    ]);
    expect(splitList('Základy CSS')).toEqual(['CSS']);
    expect(splitList('Notions de Kotlin, Bonnes connaissances en Scala')).toEqual(['Kotlin', 'Scala']);
    expect(splitList('Solid understanding of Haskell')).toEqual(['Haskell']);
  });

  it('joins a word hyphenated where its line wrapped, and leaves a word left open for the next', () => {
    expect(splitList('GraphQL- based APIs, Orchestra- tion (Nomad)')).toEqual([
      'GraphQLbased APIs',
      'Orchestration (Nomad)',
    ]);
    expect(splitList('Front- and back-end testing')).toEqual(['Front- and back-end testing']);
  });

  it('takes a column of level phrases beside the skills for levels, not skills', () => {
    expect(
      skills([
        item('Erlang', 40, 100),
        item('sehr gute Kenntnisse', 200, 100),
        item('Elixir', 40, 113),
        item('gute Kenntnisse', 200, 113),
        item('Ocaml', 40, 126),
        item('Nivel avanzado', 200, 126),
      ]).flatMap((g) => g.items),
    ).toEqual(['Erlang', 'Elixir', 'Ocaml']);
  });

  it('leaves what no skill took (a level apart from its skill, small print) unused, to be reported', () => {
    const lines = linesFromSegments(
      buildSegments([
        item('Kubernetes', 40, 100),
        item('Advanced', 40, 113),
        item('Terraform', 40, 126),
        item('Levels as rated by a scale from one to five', 40, 139, { size: 6 }),
      ]),
      0,
    );
    const collector = new Collector();
    extractSkills(lines, 10, collector, 0);
    const unused = lines.flatMap((l) => l.segments).filter((s) => !collector.isUsed(s));
    expect(unused.map((s) => s.text)).toEqual(['Advanced', 'Levels as rated by a scale from one to five']);
  });

  it('knows level words printed apart in French, German and Polish forms', () => {
    expect(
      skills([
        item('Kubernetes', 40, 100),
        item('Confirmé', 40, 113),
        item('Terraform', 40, 126),
        item('Expertin', 40, 139),
        item('Ansible', 40, 152),
        item('Średniozaawansowany', 40, 165),
      ]).flatMap((g) => g.items),
    ).toEqual(['Kubernetes', 'Terraform', 'Ansible']);
  });

  it('groups "Label: a, b" lines and lists that wrap', () => {
    expect(
      skills([
        item('Languages: Python, TypeScript, Go,', 40, 100),
        item('Rust', 40, 113),
        item('Tools: Docker, Git', 40, 126),
      ]),
    ).toEqual([
      { category: 'Languages', items: ['Python', 'TypeScript', 'Go', 'Rust'] },
      { category: 'Tools', items: ['Docker', 'Git'] },
    ]);
  });

  it('finds where a right-to-left list wraps at the left of its column, not at the right it starts from', () => {
    // Hebrew lines set flush right at x = 500 (test items are half an em a letter): none runs to the
    // left edge, so each ends its last item.
    const rtl = (text: string, y: number) => item(text, 500 - text.length * 5, y);
    expect(
      skills([rtl('ניהול, תכנון, בקרה', 100), rtl('עבודת צוות, שירות לקוחות', 113), rtl('אקסל, וורד', 126)]),
    ).toEqual([
      { category: '', items: ['ניהול', 'תכנון', 'בקרה', 'עבודת צוות', 'שירות לקוחות', 'אקסל', 'וורד'] },
    ]);
  });

  it('drops Dutch level words printed apart from their skills', () => {
    expect(
      skills([
        item('Photoshop', 40, 100),
        item('Gevorderd', 40, 113),
        item('Blender', 40, 126),
        item('Basis', 40, 139),
      ]),
    ).toEqual([{ category: '', items: ['Photoshop', 'Blender'] }]);
  });

  it('takes a label line and a level word above a list as the group name, not as skills', () => {
    expect(
      skills([
        item('Web Frameworks', 40, 100),
        item('Intermediate', 40, 113),
        item('React.js, Angular, Vue.js', 40, 126),
      ]),
    ).toEqual([{ category: 'Web Frameworks', items: ['React.js', 'Angular', 'Vue.js'] }]);
  });

  it('reads a table of group names beside their lists (no colons) row by row', () => {
    expect(
      skills([
        item('Software', 60, 100),
        item('MS Project, AVA California, AutoCAD', 160, 100),
        item('Methoden', 60, 114),
        item('Lean Construction, BIM-Koordination', 160, 114),
      ]),
    ).toEqual([
      { category: 'Software', items: ['MS Project', 'AVA California', 'AutoCAD'] },
      { category: 'Methoden', items: ['Lean Construction', 'BIM-Koordination'] },
    ]);
  });

  it('reads chips (one skill per segment)', () => {
    expect(
      skills([item('Hard-working', 40, 100), item('Persuasive', 160, 100), item('UX', 40, 118)]),
    ).toEqual([{ category: '', items: ['Hard-working', 'Persuasive', 'UX'] }]);
  });

  it('reads a known group name printed before its list without a colon, and only a known one', () => {
    expect(
      skills([
        item('Programmiersprachen Java, Kotlin, SQL', 40, 100),
        item('Software Testing, Flask, Heroku', 40, 113),
      ]),
    ).toEqual([
      {
        category: 'Programmiersprachen',
        items: ['Java', 'Kotlin', 'SQL', 'Software Testing', 'Flask', 'Heroku'],
      },
    ]);
  });

  it('joins a bulleted skill that wraps at its text indent, and keeps a slash inside one bullet', () => {
    expect(
      skills([
        item('– GeoGebra', 40, 100),
        item('– Aprendizaje basado en', 40, 113),
        item('proyectos', 47, 126),
        item('– SEO / SEA', 40, 139),
      ]),
    ).toEqual([{ category: '', items: ['GeoGebra', 'Aprendizaje basado en proyectos', 'SEO / SEA'] }]);
    expect(splitList('Python / Go / Rust')).toEqual(['Python', 'Go', 'Rust']);
  });

  it('reads boxed tags set a little more than a word space apart as one skill each', () => {
    expect(
      skills([
        item('C', 40, 100, { width: 6 }),
        item('C++17', 58, 100, { width: 26 }),
        item('Zephyr RTOS', 96, 100, { width: 54 }),
      ]),
    ).toEqual([{ category: '', items: ['C', 'C++17', 'Zephyr RTOS'] }]);
  });

  it('joins a bulleted skill that wraps over three lines, its bracket closing on the last', () => {
    expect(
      skills([
        item('■ Warehouse management', 51, 100),
        item('systems (Manhattan, SAP', 65, 113),
        item('EWM)', 65, 126),
        item('■ Transportation planning', 51, 139),
      ]),
    ).toEqual([
      {
        category: '',
        items: ['Warehouse management systems (Manhattan, SAP EWM)', 'Transportation planning'],
      },
    ]);
  });

  it('keeps a bracketed level that wrapped onto the next line with its skill', () => {
    expect(
      skills([
        item('Sprachen: Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch', 60, 100),
        item('(Grundkenntnisse)', 60, 113),
      ]),
    ).toEqual([
      {
        category: 'Sprachen',
        items: ['Deutsch (Muttersprache)', 'Englisch (verhandlungssicher)', 'Französisch (Grundkenntnisse)'],
      },
    ]);
  });

  it('closes a bracket wrapped onto the next line of a "•" list and reads the rest of that line', () => {
    expect(
      skills([
        item('Beekeeping • Orchard pruning • Soil analysis', 60, 100),
        item('(loam/clay/silt/peat) • Composting • Weaving (wool, flax)', 60, 113),
      ]),
    ).toEqual([
      {
        category: '',
        items: [
          'Beekeeping',
          'Orchard pruning',
          'Soil analysis (loam/clay/silt/peat)',
          'Composting',
          'Weaving (wool, flax)',
        ],
      },
    ]);
  });

  it('reports a bracketed line that continues no skill instead of dropping it', () => {
    const lines = linesFromSegments(buildSegments([item('(see the portfolio for samples)', 40, 100)]), 0);
    const collector = new Collector();
    extractSkills(lines, 10, collector, 0);
    expect(lines[0]?.segments.some((seg) => collector.isUsed(seg))).toBe(false);
  });

  it('reads "Group — a, b" lines as groups and drops percentages printed as levels', () => {
    expect(
      skills([item('Languages — TypeScript, Go, Python', 60, 100), item('Data — PostgreSQL', 60, 113)]),
    ).toEqual([
      { category: 'Languages', items: ['TypeScript', 'Go', 'Python'] },
      { category: 'Data', items: ['PostgreSQL'] },
    ]);
    expect(
      skills([
        item('Excel', 60, 100),
        item('90 %', 200, 100),
        item('Canva', 60, 113),
        item('75 %', 200, 113),
      ]),
    ).toEqual([{ category: '', items: ['Excel', 'Canva'] }]);
  });
});
