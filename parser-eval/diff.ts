/*
 * A readable list of where a prediction differs from the truth, per document, for finding the general
 * cause of a miss. It mirrors score.mjs' normalisation and matching closely enough to explain the score;
 * the score itself always comes from score.mjs.
 */

type Json = Record<string, unknown>;

const norm = (s: unknown): string =>
  typeof s === 'string'
    ? s
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\p{M}+#]+/gu, ' ')
        .trim()
    : '';
const normLink = (s: string) =>
  s
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
const digits = (s: unknown) => (typeof s === 'string' ? s.replace(/\D+/g, '').slice(-10) : '');
const strs = (x: unknown): string[] =>
  Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : [];
const objs = (x: unknown): Json[] =>
  Array.isArray(x)
    ? x.filter((v): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v))
    : [];
const show = (v: unknown) => (v === null || v === undefined || v === '' ? '∅' : JSON.stringify(v));

function lcs(a: string, b: string): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++)
      cur[j] = a[i - 1] === b[j - 1] ? (prev[j - 1] ?? 0) + 1 : Math.max(prev[j] ?? 0, cur[j - 1] ?? 0);
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

const ratio = (a: string, b: string) =>
  !a.length && !b.length ? 1 : (2 * lcs(a, b)) / (a.length + b.length);

/** score.mjs' token-set similarity in [0, 1] ("Google" ~ "Google LLC" is 1). */
export function similar(x: unknown, y: unknown): number {
  const a = new Set(norm(x).split(' ').filter(Boolean));
  const b = new Set(norm(y).split(' ').filter(Boolean));
  if (!a.size || !b.size) return a.size === b.size ? 1 : 0;
  const inter = [...a].filter((t) => b.has(t)).sort();
  const t0 = inter.join(' ');
  const join = (xs: string[]) => xs.filter(Boolean).join(' ');
  const t1 = join([t0, ...[...a].filter((t) => !b.has(t)).sort()]);
  const t2 = join([t0, ...[...b].filter((t) => !a.has(t)).sort()]);
  return Math.max(ratio(t1, t2), ...(t0 ? [ratio(t0, t1), ratio(t0, t2)] : []));
}

function bagDiff(truth: string[], pred: string[], key: (s: string) => string) {
  const left = new Map<string, number>();
  for (const t of truth) left.set(key(t), (left.get(key(t)) ?? 0) + 1);
  const extra: string[] = [];
  for (const p of pred) {
    const n = left.get(key(p)) ?? 0;
    if (n > 0) left.set(key(p), n - 1);
    else extra.push(p);
  }
  const missing = truth.filter((t) => {
    const n = left.get(key(t)) ?? 0;
    if (n > 0) left.set(key(t), n - 1);
    return n > 0;
  });
  return { missing, extra };
}

function entryLines(field: 'experience' | 'education', truth: Json[], pred: Json[]): string[] {
  const label = (e: Json) =>
    field === 'experience'
      ? `${show(e.title)} @ ${show(e.company)}`
      : `${show(e.school)} (${show(e.degree)})`;
  const ok = (t: Json, p: Json) =>
    field === 'experience'
      ? (!norm(t.company) || similar(t.company, p.company) >= 0.8) && similar(t.title, p.title) >= 0.8
      : similar(t.school, p.school) >= 0.8;
  const used = new Set<number>();
  const out: string[] = [];
  for (const t of truth) {
    const j = pred.findIndex((p, k) => !used.has(k) && ok(t, p));
    if (j < 0) {
      out.push(`  ${field} missing: ${label(t)} ${show(t.start)}–${show(t.end)}`);
      continue;
    }
    used.add(j);
    const p = pred[j] ?? {};
    for (const k of ['start', 'end'])
      if (t[k] !== null && String(p[k] ?? '').slice(0, String(t[k]).length) !== t[k])
        out.push(`  ${field} ${k}: ${show(p[k])} ≠ truth ${show(t[k])}  [${label(t)}]`);
  }
  pred.forEach((p, k) => {
    if (!used.has(k)) out.push(`  ${field} extra: ${label(p)} ${show(p.start)}–${show(p.end)}`);
  });
  return out;
}

/** The differences between one truth record and one prediction, one line each. */
export function diffRecord(truth: Json, pred: Json): string[] {
  const out: string[] = [];
  const alt = (f: string): unknown[] => {
    const a = truth._alt;
    return typeof a === 'object' && a !== null && f in a ? strs((a as Record<string, unknown>)[f]) : [];
  };
  for (const f of ['name', 'title', 'location', 'email'] as const) {
    const t = norm(truth[f]);
    const p = norm(pred[f]);
    if (t !== p && !alt(f).some((a) => norm(a) === p))
      out.push(`  ${f}: ${show(pred[f])} ≠ truth ${show(truth[f])}`);
  }
  if (digits(truth.phone) !== digits(pred.phone))
    out.push(`  phone: ${show(pred.phone)} ≠ truth ${show(truth.phone)}`);
  if ((truth.summary_present === true) !== (pred.summary_present === true))
    out.push(`  summary_present: ${show(pred.summary_present)} ≠ truth ${show(truth.summary_present)}`);
  const links = bagDiff(
    strs(truth.links),
    strs(pred.links).filter((l) => !/^(mailto|tel):/i.test(l)),
    normLink,
  );
  if (links.missing.length) out.push(`  links missing: ${links.missing.join(', ')}`);
  if (links.extra.length) out.push(`  links extra: ${links.extra.join(', ')}`);
  const skills = bagDiff(strs(truth.skills), strs(pred.skills), norm);
  if (skills.missing.length) out.push(`  skills missing: ${skills.missing.map(show).join(', ')}`);
  if (skills.extra.length) out.push(`  skills extra: ${skills.extra.map(show).join(', ')}`);
  const tp = strs(truth.projects);
  const pp = strs(pred.projects);
  const pm = tp.filter((t) => !pp.some((p) => similar(t, p) >= 0.8));
  const px = pp.filter((p) => !tp.some((t) => similar(t, p) >= 0.8));
  if (pm.length) out.push(`  projects missing: ${pm.map(show).join(', ')}`);
  if (px.length) out.push(`  projects extra: ${px.map(show).join(', ')}`);
  out.push(...entryLines('experience', objs(truth.experience), objs(pred.experience)));
  out.push(...entryLines('education', objs(truth.education), objs(pred.education)));
  return out;
}
