import { describe, expect, it } from 'vitest';
import {
  applicationsFromCsv,
  applicationsToCsv,
  CsvImportError,
  parseCsv,
  type CsvApplication,
} from './csv.js';
import { emptyApplicationContent } from './model.js';

const row = (id: string, over: Partial<CsvApplication['content']>): CsvApplication => ({
  id,
  content: { ...emptyApplicationContent(), ...over },
  link: null,
  firstOpened: null,
  lastOpened: null,
  people: null,
});

describe('tracker CSV', () => {
  it('round-trips every edited field, with commas, quotes, line breaks and formula-like cells', () => {
    const rows = [
      row('a1', {
        company: 'Northwind, Ltd.',
        role: 'Data "wrangler"',
        status: 'interviewing',
        appliedOn: '2026-03-04',
        nextStep: '@panel with the team',
        nextStepOn: '2026-03-18',
        posting: 'https://jobs.example.com/42\nSecond line',
        notes: '=HYPERLINK("http://evil.example")\n\'quoted already\n-5 points',
        tracking: false,
      }),
      row('b2', { company: '+Plus Corp', role: "'Apostrophe role", status: 'offer' }),
    ];
    const csv = applicationsToCsv(rows);
    const back = applicationsFromCsv(csv);
    expect(back).toEqual(rows.map((r) => ({ id: r.id, content: r.content })));
  });

  it('never starts a cell with a formula character', () => {
    const csv = applicationsToCsv([
      row('x', { company: '=1+1', role: '+SUM(A1)', notes: '-2', nextStep: '@cmd', posting: '\t=1' }),
    ]);
    const cells = parseCsv(csv)[1] ?? [];
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(cells[1]).toBe("'=1+1");
  });

  it('reads headings in any order and case, and labels or keys as statuses', () => {
    const back = applicationsFromCsv('role,COMPANY,status\r\nNurse,Clinic One,Applied\nChef,,withdrawn\n');
    expect(back.map((b) => [b.content.company, b.content.role, b.content.status, b.id])).toEqual([
      ['Clinic One', 'Nurse', 'applied', null],
      ['', 'Chef', 'withdrawn', null],
    ]);
  });

  it('refuses the whole file for one bad row, naming the row', () => {
    expect(() => applicationsFromCsv('Company,Status\nA,applied\nB,hired\n')).toThrow(/Row 3/);
    expect(() => applicationsFromCsv('Company,Applied on\nA,2026-02-30\n')).toThrow(CsvImportError);
    expect(() => applicationsFromCsv('Name\nA\n')).toThrow(/Company or Role/);
    expect(() => applicationsFromCsv('Company\n"open quote\n')).toThrow(/quoted/);
    expect(() => applicationsFromCsv(`Company\n${'x'.repeat(201)}\n`)).toThrow(/at most 200/);
  });
});
