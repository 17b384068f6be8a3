/**
 * RFC 4180 CSV, as LinkedIn's data export writes it: a header row, commas, double quotes around
 * fields that hold commas, quotes or line breaks (quotes doubled inside). Some files open with notes
 * before the header (Connections.csv); `headerStartsWith` finds the real header.
 */
export function parseCsv(text: string, maxRows = 5000): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      if (rows.length > maxRows) break;
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  return rows.slice(0, maxRows + 1);
}

/** Rows as records keyed by the header's names; null when the file has no header with `required`. */
export function csvRecords(text: string, required: readonly string[]): Record<string, string>[] | null {
  const rows = parseCsv(text);
  const headerAt = rows.findIndex((r) => required.every((name) => r.map((h) => h.trim()).includes(name)));
  if (headerAt < 0) return null;
  const header = (rows[headerAt] ?? []).map((h) => h.trim());
  return rows
    .slice(headerAt + 1)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? '').trim()])));
}
