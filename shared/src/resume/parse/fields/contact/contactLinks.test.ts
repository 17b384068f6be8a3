import { describe, expect, it } from 'vitest';
import { parseExtracted } from '../../pipeline.js';
import { doc, item } from '../../testItems.js';
import type { ExtractedDocument, TextItem } from '../../types.js';

const body: TextItem[] = [
  item('Experience', 40, 200, { size: 13 }),
  item('Lakeside Bakery', 40, 218),
  item('2020 – 2024', 460, 218),
  item('Shift Lead', 40, 231),
];

const linksOf = (items: TextItem[], areas: ExtractedDocument['links'] = []) =>
  parseExtracted(doc([...items, ...body], areas)).resume.personalInfo.links.map((l) => l.url);

describe('contact: links', () => {
  it('reads an address that wrapped onto the next line of a narrow column as one link', () => {
    expect(
      linksOf([
        item('Ines Moreau', 40, 48, { size: 22 }),
        item('ines.moreau@example.org', 40, 80),
        item('https://github.com/inesm', 40, 93),
        item('oreau?tab=repositories', 40, 106),
        item('www.linkedin.com/in', 40, 119),
        item('/ines-moreau-dev', 40, 132),
      ]),
    ).toEqual([
      'https://github.com/inesmoreau?tab=repositories',
      'https://www.linkedin.com/in/ines-moreau-dev',
    ]);
  });

  it('keeps the whole link behind an address cut inside a word, not the cut print', () => {
    expect(
      linksOf(
        [
          item('Ines Moreau', 40, 48, { size: 22 }),
          item('ines.moreau@example.org', 40, 80),
          item('https://github.com/Ines', 40, 93, { width: 110 }),
          item('Moreau', 40, 106, { width: 30 }),
        ],
        [
          { page: 1, box: [40, 85, 110, 10], url: 'https://github.com/InesMoreau' },
          { page: 1, box: [40, 98, 30, 10], url: 'https://github.com/InesMoreau' },
        ],
      ),
    ).toEqual(['https://github.com/InesMoreau']);
  });

  it('leaves out posts, articles and folders inside a repository, even in the header', () => {
    expect(
      linksOf(
        [
          item('Ines Moreau', 40, 48, { size: 22 }),
          item('ines.moreau@example.org', 40, 80),
          item('https://github.com/inesmoreau', 40, 93),
          item('https://github.com/inesmoreau/bakery-app.git', 40, 106),
          item('Portfolio', 40, 119, { width: 45 }),
        ],
        [
          { page: 1, box: [40, 111, 45, 10], url: 'https://github.com/inesmoreau/bakery-app/tree/main/docs' },
          {
            page: 1,
            box: [300, 40, 12, 12],
            url: 'https://www.linkedin.com/posts/inesmoreau_launch-activity-1',
          },
          { page: 1, box: [320, 40, 12, 12], url: 'https://medium.com/@inesmoreau/how-we-bake-at-scale' },
        ],
      ),
    ).toEqual(['https://github.com/inesmoreau']);
  });
});
