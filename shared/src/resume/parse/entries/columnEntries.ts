import { splitEntries } from './entries.js';
import type { Entry } from './entry.js';
import type { Line } from '../lines/lines.js';

/*
 * A section laid out as a grid (two projects side by side, two jobs a row) is read column by column,
 * and its lines reach the entry splitter as one list: the right column's lines would look like
 * right-hand metadata of the left column's entries. Each column is split into entries on its own.
 */

/** Splits a section's lines into entries, each side-by-side column of the section on its own. */
export function splitColumnEntries(lines: Line[]): Entry[] {
  return columnGroups(lines).flatMap((group) => splitEntries(group));
}

/**
 * The section's lines in runs by layout region; a run that stands beside the run before it (same
 * page, no horizontal overlap, sharing some height) starts a new group, any other run continues the
 * group (a column going on below a full-width line, or onto the next page).
 */
export function columnGroups(lines: Line[]): Line[][] {
  const runs: Line[][] = [];
  for (const line of lines) {
    const run = runs[runs.length - 1];
    if (run && run[0]?.region === line.region) run.push(line);
    else runs.push([line]);
  }
  const groups: Line[][] = [];
  runs.forEach((run, i) => {
    const prev = runs[i - 1];
    const group = groups[groups.length - 1];
    if (group && prev && !beside(prev, run)) group.push(...run);
    else groups.push([...run]);
  });
  return groups;
}

function beside(a: Line[], b: Line[]): boolean {
  const first = a[0];
  if (!first || b.some((l) => l.page !== first.page) || a.some((l) => l.page !== first.page)) return false;
  const box = (ls: Line[]) => ({
    x0: Math.min(...ls.map((l) => l.x0)),
    x1: Math.max(...ls.map((l) => l.x1)),
    top: Math.min(...ls.map((l) => l.top)),
    bottom: Math.max(...ls.map((l) => l.bottom)),
  });
  const p = box(a);
  const q = box(b);
  const apart = q.x0 >= p.x1 - 2 || p.x0 >= q.x1 - 2;
  return apart && Math.min(p.bottom, q.bottom) > Math.max(p.top, q.top);
}
