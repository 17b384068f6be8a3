import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  applicationContentSchema,
  emptyApplicationContent,
  type ApplicationContent,
  type ApplicationStatus,
} from './model.js';

/**
 * The tracker as a spreadsheet (RFC 4180 CSV). Export writes every field a person edits, plus what
 * the server knows about opens (read-only: an import ignores those columns). Import reads a file
 * exported here, or one a person made with the same headings in any order and case.
 */

/** A row to export: the content, the row's id on this device, and the link's opens when known. */
export interface CsvApplication {
  id: string;
  content: ApplicationContent;
  link: string | null;
  firstOpened: string | null;
  lastOpened: string | null;
  people: number | null;
}

const COLUMNS = [
  'Id',
  'Company',
  'Role',
  'Status',
  'Applied on',
  'Next step',
  'Next step on',
  'Job posting',
  'Notes',
  'Tracking',
  'Link',
  'First opened',
  'Last opened',
  'People who opened',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return that hides one)
 * as a formula: a job posting pasted from a hostile page must not become one. Such cells, and cells
 * that already start with the apostrophe used to defuse them, get one leading apostrophe, which the
 * import takes off again: what goes out comes back exactly.
 */
const FORMULA_START = /^[=+\-@\t\r']/;
export const defuseCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
const restoreCell = (value: string): string => (value.startsWith("'") ? value.slice(1) : value);

function quote(value: string): string {
  const safe = defuseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function applicationsToCsv(rows: readonly CsvApplication[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) {
    const c = row.content;
    const cells = [
      row.id,
      c.company,
      c.role,
      APPLICATION_STATUS_LABELS[c.status],
      c.appliedOn ?? '',
      c.nextStep,
      c.nextStepOn ?? '',
      c.posting,
      c.notes,
      c.tracking ? 'yes' : 'no',
      row.link ?? '',
      row.firstOpened ?? '',
      row.lastOpened ?? '',
      row.people === null ? '' : String(row.people),
    ];
    lines.push(cells.map(quote).join(','));
  }
  // CRLF as RFC 4180 says; spreadsheets read it everywhere.
  return `${lines.join('\r\n')}\r\n`;
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith('\ufeff') ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else field += ch;
    i += 1;
  }
  if (quoted) throw new CsvImportError('The file ends inside a quoted cell.');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((cell) => cell.trim() !== ''));
}

export class CsvImportError extends Error {
  override name = 'CsvImportError';
}

/** One imported row: the id it had in the export (when it has one) and its content. */
export interface ImportedApplication {
  id: string | null;
  content: ApplicationContent;
}

const STATUS_BY_NAME = new Map<string, ApplicationStatus>(
  APPLICATION_STATUSES.flatMap((s) => [
    [s, s],
    [APPLICATION_STATUS_LABELS[s].toLowerCase(), s],
  ]),
);
const YES = new Set(['yes', 'true', '1', 'on', '']);
const NO = new Set(['no', 'false', '0', 'off']);

/**
 * Reads a tracker CSV; all or nothing: any row that does not make a valid application fails the
 * import with the row's number and what is wrong, and nothing is imported.
 */
export function applicationsFromCsv(input: string): ImportedApplication[] {
  if (input.length > APPLICATION_LIMITS.importBytes)
    throw new CsvImportError('The file is too large for a tracker (at most 2 MB).');
  const [header, ...rows] = parseCsv(input);
  if (!header) throw new CsvImportError('The file is empty.');
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  if (!index.has('company') && !index.has('role'))
    throw new CsvImportError('The first row must name the columns, with at least Company or Role.');
  if (rows.length > APPLICATION_LIMITS.importRows)
    throw new CsvImportError(`A file can hold at most ${APPLICATION_LIMITS.importRows} applications.`);
  return rows.map((cells, n) => {
    const line = n + 2;
    const cell = (name: (typeof COLUMNS)[number]) => {
      const at = index.get(name.toLowerCase());
      return at === undefined ? '' : restoreCell(cells[at] ?? '');
    };
    const status = STATUS_BY_NAME.get(cell('Status').trim().toLowerCase() || 'saved');
    if (!status) throw new CsvImportError(`Row ${line}: "${cell('Status')}" is not a status.`);
    const tracking = cell('Tracking').trim().toLowerCase();
    if (!YES.has(tracking) && !NO.has(tracking))
      throw new CsvImportError(`Row ${line}: Tracking is yes or no.`);
    const parsed = applicationContentSchema.safeParse({
      ...emptyApplicationContent(),
      company: cell('Company'),
      role: cell('Role'),
      status,
      appliedOn: cell('Applied on').trim() || null,
      nextStep: cell('Next step'),
      nextStepOn: cell('Next step on').trim() || null,
      posting: cell('Job posting'),
      notes: cell('Notes'),
      tracking: !NO.has(tracking),
    });
    if (!parsed.success)
      throw new CsvImportError(`Row ${line}: ${parsed.error.issues[0]?.message ?? 'not an application'}`);
    const id = cell('Id').trim();
    return { id: id && id.length <= 200 ? id : null, content: parsed.data };
  });
}
