import { describe, expect, it } from 'vitest';
import { splitEntries } from '../../entries/entries.js';
import { extractRoles } from './experience.js';
import { buildSegments, linesFromSegments } from '../../lines/lines.js';
import { item } from '../../testItems.js';

describe('theme lines inside a job', () => {
  it('keeps a theme line in a smaller style, with its points, inside the dated job above it', () => {
    const job = (company: string, role: string, y: number) => [
      item(company, 60, y, { size: 11, bold: true }),
      item('2019.03 – 2021.10', 400, y),
      item(role, 60, y + 16),
      item('• Built the partner onboarding flow end to end', 66, y + 32, { size: 9.5 }),
    ];
    const lines = linesFromSegments(
      buildSegments([
        ...job('Northwind Works', 'Operations Lead', 100),
        item('Customer Support Automation', 60, 160, { bold: true }),
        item('• Moved first replies to an assistant trained on the help pages', 66, 176, { size: 9.5 }),
        ...job('Fabrikam Labs', 'Service Manager', 210),
      ]),
      0,
    );
    const { roles } = extractRoles(splitEntries(lines));
    expect(roles.map((r) => r.item.company)).toEqual(['Northwind Works', 'Fabrikam Labs']);
    expect(roles[0]?.item.bullets.join(' ')).toContain('Customer Support Automation');
  });
});
