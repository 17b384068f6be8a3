import { describe, expect, it } from 'vitest';
import { Collector } from './collector.js';
import { buildSegments, linesFromSegments } from './lines.js';
import { extractSkills } from './skills.js';
import { item } from './testItems.js';
import type { TextItem } from './types.js';

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
});
