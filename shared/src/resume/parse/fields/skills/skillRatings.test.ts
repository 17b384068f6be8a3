import { describe, expect, it } from 'vitest';
import { Collector } from '../collector.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { extractSkills } from './skills.js';
import { item } from '../../testItems.js';
import type { TextItem } from '../../types.js';

function run(items: TextItem[]) {
  const collector = new Collector();
  const lines = linesFromSegments(buildSegments(items), 0);
  const names = extractSkills(lines, 10, collector, 0).flatMap((g) => g.items.map((i) => i.name));
  const unused = lines
    .flatMap((l) => l.segments)
    .filter((s) => !collector.isUsed(s))
    .map((s) => s.text);
  return { names, unused };
}

describe('skills: ratings are not skills', () => {
  it('leaves a level in brackets set in its own column beside each skill unused', () => {
    const rows = [
      ['Rust', '(ขั้นสูง)'],
      ['Elixir', '(ระดับกลาง)'],
      ['Haskell', '(พื้นฐาน)'],
      ['Zig', '(ระดับกลาง)'],
    ];
    const { names, unused } = run(
      rows.flatMap(([skill = '', level = ''], i) => [
        item(skill, 32, 100 + i * 20),
        item(level, 120, 100 + i * 20),
      ]),
    );
    expect(names).toEqual(['Rust', 'Elixir', 'Haskell', 'Zig']);
    expect(unused).toEqual(rows.map((r) => r[1]));
  });

  it('reads past a self-assessment grid: its captions, rating rows and the cells between them', () => {
    const { names, unused } = run([
      item('Lengua materna', 40, 100, { size: 9 }),
      item('gallego, asturiano', 184, 100, { size: 9 }),
      item('Gestión de', 200, 120, { size: 8 }),
      item('Comunicación', 270, 122, { size: 8 }),
      item('Seguridad', 350, 122, { size: 8 }),
      item('Usuario', 280, 140, { size: 9 }),
      item('Usuario', 355, 140, { size: 9 }),
      item('Usuario', 430, 140, { size: 9 }),
      item('Usuario básico', 185, 146, { size: 9 }),
      item('avanzado', 280, 152, { size: 9 }),
      item('avanzado', 355, 152, { size: 9 }),
      item('básico', 430, 152, { size: 9 }),
      item('Herramientas: Git, Gradle, Docker.', 184, 180, { size: 9 }),
      item('Permiso de conducir', 40, 200, { size: 9 }),
      item('AM, A1, B', 184, 200, { size: 9 }),
    ]);
    expect(names).toEqual(['gallego', 'asturiano', 'Git', 'Gradle', 'Docker']);
    expect(unused).toEqual(
      expect.arrayContaining(['Comunicación', 'Usuario', 'Usuario básico', 'avanzado', 'AM, A1, B']),
    );
  });

  it('leaves a sentence among the skills unused, and does not split it on its commas', () => {
    const { names, unused } = run([
      item('Over the last few years I have mainly built mobile apps for shops and clinics, so that', 40, 100),
      item('All the tools below are listed from the one I know best to the one I know least.', 40, 113),
      item('Languages: Kotlin, Swift, Dart', 40, 126),
    ]);
    expect(names).toEqual(['Kotlin', 'Swift', 'Dart']);
    expect(unused).toHaveLength(2);
  });
});
