import { describe, expect, it } from 'vitest';
import { parseExtracted } from '../../pipeline.js';
import { doc, item } from '../../testItems.js';

describe('studies printed in a career timeline', () => {
  const header = [item('Jonas Weber', 60, 60, { size: 22 }), item('jonas@example.org', 60, 84)];

  it('reads an entry naming a degree and a school as education, and the jobs around it as jobs', () => {
    const { resume } = parseExtracted(
      doc([
        ...header,
        item('CAREER', 60, 130, { size: 13 }),
        item('Software Engineer, Brightline Systems', 60, 150),
        item('2019 – present', 470, 150),
        item('• Built the billing service.', 70, 163),
        item('Master of Science in Informatics, Northfield University', 60, 190),
        item('2017 – 2019', 470, 190),
        item('Research Associate, Lakeside College', 60, 217),
        item('2015 – 2017', 470, 217),
        item('• Taught two seminars.', 70, 230),
      ]),
    );
    expect(resume.education.map((e) => [e.school, e.start, e.end])).toEqual([
      ['Northfield University', '2017', '2019'],
    ]);
    expect(resume.experience.map((e) => e.company)).toEqual(['Brightline Systems', 'Lakeside College']);
  });
});
