import { describe, expect, it } from 'vitest';
import { Collector } from '../collector.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { extractSkills } from './skills.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

function skills(items: TextItem[]) {
  return extractSkills(linesFromSegments(buildSegments(items), 0), 10, new Collector(), 0).map((g) => ({
    category: g.category,
    items: g.items.map((i) => i.name),
  }));
}

const names = (items: TextItem[]) => skills(items).flatMap((g) => g.items);

describe('skills in narrow columns', () => {
  it('joins an item that ends on "&" or a joining word with the line under it, centred or not', () => {
    expect(
      names([
        item('Network Security &', 40, 100),
        item('Incident Response', 40, 115),
        item('Cloud Monitoring', 40, 130),
      ]),
    ).toEqual(['Network Security & Incident Response', 'Cloud Monitoring']);
    expect(
      names([
        item('gestión de proyectos', 60, 100),
        item('planificación de', 65, 115),
        item('eventos', 80, 130),
      ]),
    ).toEqual(['gestión de proyectos', 'planificación de eventos']);
  });

  it("continues a comma list when the next line's first word would not have fitted", () => {
    expect(
      names([
        item('Office Tools: Word, Excel, Microsoft', 40, 100, { width: 155 }),
        item('SharePoint, Outlook', 40, 115),
        item('Spoken languages: English, Norwegian, German', 40, 130, { width: 190 }),
      ]),
    ).toEqual(['Word', 'Excel', 'Microsoft SharePoint', 'Outlook', 'English', 'Norwegian', 'German']);
  });

  it('closes the last skill with a bracket that wrapped, and goes on with the list', () => {
    expect(
      names([
        item('Programming: Python (Advanced), Rust (Basic), Kotlin long line', 40, 100),
        item('(Basic), Swift (Intermediate)', 40, 115),
      ]),
    ).toEqual(['Python (Advanced)', 'Rust (Basic)', 'Kotlin long line (Basic)', 'Swift (Intermediate)']);
  });

  it('takes an unbulleted line over a run of bullets as the group name', () => {
    expect(
      skills([
        item('Design Tools', 40, 100, { size: 11 }),
        item('• Blender', 40, 118),
        item('• Krita', 40, 132),
        item('Office Software', 40, 160, { size: 11 }),
        item('• Calc', 40, 178),
      ]),
    ).toEqual([
      { category: 'Design Tools', items: ['Blender', 'Krita'] },
      { category: 'Office Software', items: ['Calc'] },
    ]);
  });

  it('reads a label in capitals that lists its own contents beside its list', () => {
    expect(
      skills([item('SERVERS, QUEUES AND STORES', 40, 100), item('Nginx, RabbitMQ, Redis', 240, 100)]),
    ).toEqual([{ category: 'SERVERS, QUEUES AND STORES', items: ['Nginx', 'RabbitMQ', 'Redis'] }]);
  });

  it('joins an item wrapped in a column whose items start with a capital, at a line in lower case', () => {
    // Loose leading (two line heights) as sidebars set it; the column is 150 wide.
    const at = (text: string, y: number, width: number) => item(text, 300, y, { width });
    expect(
      names([
        at('Udarbejdelse af menuer ud', 100, 145),
        at('fra sæson og råvarer', 120, 110),
        at('Oplæring af nye', 140, 95),
        at('kollegaer', 160, 70),
        at('Hygiejnekursus', 180, 80),
        at('Indkøb / lagerstyring', 200, 150),
      ]),
    ).toEqual([
      'Udarbejdelse af menuer ud fra sæson og råvarer',
      'Oplæring af nye kollegaer',
      'Hygiejnekursus',
      'Indkøb / lagerstyring',
    ]);
  });

  it('joins an item wrapped in a centred column only where the line above fills the column', () => {
    const centred = (text: string, y: number, width: number) => item(text, 150 - width / 2, y, { width });
    expect(
      names([
        centred('atención al cliente', 100, 96),
        centred('puntualidad', 115, 60),
        centred('diseño de interfaces web', 130, 138),
        centred('HTML y CSS', 145, 68),
        centred('experiencia en varias', 160, 132),
        centred('herramientas de modelado', 175, 144),
      ]),
    ).toEqual([
      'atención al cliente',
      'puntualidad',
      'diseño de interfaces web HTML y CSS',
      'experiencia en varias herramientas de modelado',
    ]);
  });

  it('keeps a wrapped phrase whole, its comma too', () => {
    const at = (text: string, y: number, width: number) => item(text, 300, y, { width });
    expect(
      names([
        at('Ansvar for køkkenets', 100, 145),
        at('drift, med fokus på', 120, 128),
        at('madspild', 140, 90),
        at('Hygiejnekursus', 160, 80),
        at('Menuplanlægning', 180, 95),
      ]),
    ).toEqual(['Ansvar for køkkenets drift, med fokus på madspild', 'Hygiejnekursus', 'Menuplanlægning']);
  });

  it('goes on with the one skill of a labelled line that ran to the edge', () => {
    expect(
      names([
        item('Design Software (Basic): Corel', 40, 100, { width: 166 }),
        item('Draw, Affinity Designer, Inkscape', 40, 115, { width: 184 }),
        item('Video: Shotcut, Kdenlive, OpenShot', 40, 130, { width: 190 }),
      ]),
    ).toEqual(['Corel Draw', 'Affinity Designer', 'Inkscape', 'Shotcut', 'Kdenlive', 'OpenShot']);
  });

  it('keeps a one-line skill that is a phrase of up to a dozen words', () => {
    expect(
      names([
        item('• Customer Support (Phone & Chat) - Fluent in English & Tagalog', 40, 100),
        item('• Ticket Triage', 40, 115),
      ]),
    ).toEqual(['Customer Support (Phone & Chat) - Fluent in English & Tagalog', 'Ticket Triage']);
  });

  it('reads a flush-right list with its bullets on the right, and never joins a name in lower case', () => {
    const rtl = (text: string, y: number, width: number) => [
      item(text, 144 - width, y, { size: 13, width }),
      item('•', 157, y, { size: 13, width: 5 }),
    ];
    expect(
      names([
        ...rtl('עיצוב אריזות ומיתוג', 475, 99),
        ...rtl('איור', 489, 30),
        ...rtl('Blender', 503, 50),
        ...rtl('Inkscape', 517, 55),
        ...rtl('three.js', 531, 52),
      ]),
    ).toEqual(['עיצוב אריזות ומיתוג', 'איור', 'Blender', 'Inkscape', 'three.js']);
  });
});
