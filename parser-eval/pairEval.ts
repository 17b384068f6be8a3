import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractDocument } from '@folio/shared/resume/parse/index.js';
import { layoutPages } from '@folio/shared/resume/parse/layout/layout.js';
import { buildSegments } from '@folio/shared/resume/parse/lines/lines.js';
import { buildSections } from '@folio/shared/resume/parse/sections/sections.js';
import { contentType } from '@folio/shared/resume/parse/sections/sectionContent.js';
import { datedRoleEntries } from '@folio/shared/resume/parse/sections/rolesElsewhere.js';
import { splitColumnEntries } from '@folio/shared/resume/parse/entries/columnEntries.js';
import { headParts, type Part } from '@folio/shared/resume/parse/entries/entryParts.js';
import { foldSubHeadings } from '@folio/shared/resume/parse/fields/experience/subHeadings.js';
import { labelledFields } from '@folio/shared/resume/parse/fields/experience/labelledFields.js';
import { headCandidates, rulePairScore } from '@folio/shared/resume/parse/fields/experience/experience.js';
import { letterCount, wordCount } from '@folio/shared/resume/parse/items/text.js';
import { locationScore } from '@folio/shared/resume/parse/words/patterns.js';
import { orgScore, roleScore, schoolScore } from '@folio/shared/resume/parse/words/vocab.js';
import { loadPdfjs, nodeDocumentOptions } from '../sync-server/src/parse/pdfjsNode.js';
import { resolveFolder, SET_NAMES } from './sets.js';

/*
 * Is the choice of role and organisation among a head's parts learnable better than the rules make it?
 *   npx tsx parser-eval/pairEval.ts
 * Each experience head with two or more candidate parts is one example: its ordered pairs (role,
 * organisation) are the choices, and the pairs whose parts match a job of the truth (the scorer's
 * token-set similarity ≥ 0.8 on both) are right. A softmax over the choices (conditional logit, L2
 * penalty) is fitted on layout and word features (the role and organisation marks of words/, type,
 * position in the head, shape) and scored on held-out documents (5 folds by document) beside the
 * rules' pair score. It then counts, for the truths' jobs no head offers a right pair for, where they
 * were lost. Labels come from the open sets' truths only; the sealed set is never read.
 */

function partFeatures(p: Part, index: number): number[] {
  const text = p.text;
  const letters = letterCount(text);
  const caps = letters >= 3 && text === text.toUpperCase() && text !== text.toLowerCase();
  const words = wordCount(text);
  return [
    Math.min(2, roleScore(text)),
    Math.min(2, orgScore(text)),
    schoolScore(text) > 0 ? 1 : 0,
    Math.min(2, locationScore(text)) / 2,
    p.seg.bold ? 1 : 0,
    p.seg.italic ? 1 : 0,
    caps ? 1 : 0,
    p.meta ? 1 : 0,
    Math.min(index, 3) / 3,
    Math.min(p.line, 3) / 3,
    Math.min(words, 12) / 12,
    /\d/.test(text) ? 1 : 0,
    /[()]/.test(text) ? 1 : 0,
    /[&+]/.test(text) ? 1 : 0,
    /^\p{Ll}/u.test(text) ? 1 : 0,
    /[.,;:]$/.test(text) ? 1 : 0,
  ];
}
function pairFeatures(title: Part, company: Part, i: number, j: number): number[] {
  const t = partFeatures(title, i);
  const c = partFeatures(company, j);
  const size = title.seg.fontSize - company.seg.fontSize;
  return [
    ...t,
    ...c,
    title.line === company.line ? 1 : 0,
    title.line < company.line || (title.line === company.line && i < j) ? 1 : 0,
    Math.max(-1, Math.min(1, size / 2)),
    title.seg.bold !== company.seg.bold ? 1 : 0,
  ];
}

interface Example {
  doc: string;
  features: number[][];
  rule: number[];
  right: Set<number>;
}

function normText(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}+#]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

function lcs(a: string, b: string): number {
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] ?? 0;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : Math.max(up, prev[j - 1] ?? 0);
      diag = up;
    }
  }
  return prev[b.length] ?? 0;
}

const ratio = (a: string, b: string) => (!a && !b ? 1 : (2 * lcs(a, b)) / (a.length + b.length));

/** The corpus scorer's token-set similarity (score.mjs), so the labels mean what the score means. */
function tokenSet(s1: string, s2: string): number {
  const a = new Set(normText(s1).split(' ').filter(Boolean));
  const b = new Set(normText(s2).split(' ').filter(Boolean));
  if (!a.size || !b.size) return a.size === b.size ? 1 : 0;
  const inter = [...a].filter((x) => b.has(x)).sort();
  const t0 = inter.join(' ');
  const t1 = [
    t0,
    [...a]
      .filter((x) => !b.has(x))
      .sort()
      .join(' '),
  ]
    .filter(Boolean)
    .join(' ');
  const t2 = [
    t0,
    [...b]
      .filter((x) => !a.has(x))
      .sort()
      .join(' '),
  ]
    .filter(Boolean)
    .join(' ');
  const c = [ratio(t1, t2)];
  if (t0) c.push(ratio(t0, t1), ratio(t0, t2));
  return Math.max(...c);
}

interface TruthJob {
  title: string;
  company: string;
}

function truthJobs(file: string): TruthJob[] {
  const truth = JSON.parse(readFileSync(file, 'utf8')) as { experience?: unknown };
  const jobs = Array.isArray(truth.experience) ? truth.experience : [];
  return jobs.flatMap((j: unknown) => {
    const o = j as { title?: unknown; company?: unknown };
    return typeof o.title === 'string' && typeof o.company === 'string' && o.title && o.company
      ? [{ title: o.title, company: o.company }]
      : [];
  });
}

/**
 * Where the truth's jobs that no head offers a right pair for were lost, read at the parts stage: the
 * later steps (a part split at "at" or a comma, roles under an organisation line, a company line above
 * its roles) win back some of them, so these counts are an upper bound per class.
 */
const lost = {
  sectionNotRead: 0,
  notInAnyHead: 0,
  beyondFourParts: 0,
  fieldsInTwoEntries: 0,
  bothInOnePart: 0,
  other: 0,
};
let jobsWithPair = 0;
let jobsTotal = 0;

const holds = (text: string, truth: string) => normText(text).includes(normText(truth));

function census(jobs: TruthJob[], heads: Part[][], whole: Part[][], sectionText: string[]): void {
  for (const job of jobs) {
    jobsTotal++;
    // The scorer's similarity takes a text holding more than the field: a part naming both the role
    // and the organisation is near either, so it counts for one only when it does not hold the other.
    const near = (truth: string, text: string) =>
      tokenSet(truth, text) >= 0.8 &&
      !(truth === job.title ? holds(text, job.company) : holds(text, job.title));
    const paired = heads.some((parts) =>
      parts.some((t) => near(job.title, t.text) && parts.some((c) => c !== t && near(job.company, c.text))),
    );
    if (paired) {
      jobsWithPair++;
      continue;
    }
    const all = heads.flat();
    const pairIn = (parts: Part[]) =>
      parts.some((t) => near(job.title, t.text) && parts.some((c) => c !== t && near(job.company, c.text)));
    if (!sectionText.some((l) => holds(l, job.title) || holds(l, job.company))) lost.sectionNotRead++;
    else if (whole.some(pairIn)) lost.beyondFourParts++;
    else if (!all.some((p) => holds(p.text, job.title) || holds(p.text, job.company))) lost.notInAnyHead++;
    else if (all.some((p) => near(job.title, p.text)) && all.some((p) => near(job.company, p.text)))
      lost.fieldsInTwoEntries++;
    else if (all.some((p) => holds(p.text, job.title) && holds(p.text, job.company))) lost.bothInOnePart++;
    else lost.other++;
  }
}

async function examplesOf(pdf: string, truthFile: string, doc: string): Promise<Example[]> {
  const jobs = truthJobs(truthFile);
  if (!jobs.length) return [];
  const heads: Part[][] = [];
  const whole: Part[][] = [];
  const sectionText: string[] = [];
  const pdfjs = await loadPdfjs();
  let extracted;
  try {
    extracted = await extractDocument(pdfjs, new Uint8Array(readFileSync(pdf)), {
      documentOptions: nodeDocumentOptions(),
    });
  } catch {
    return [];
  }
  const { sections } = buildSections(layoutPages(buildSegments(extracted.items)), extracted.pages.length);
  const out: Example[] = [];
  for (const s of sections) {
    const type = contentType(s);
    const entries =
      type === 'experience'
        ? splitColumnEntries(s.lines)
        : type === 'other'
          ? datedRoleEntries(splitColumnEntries(s.lines))
          : null;
    if (!entries) continue;
    sectionText.push(...s.lines.map((l) => l.text));
    for (const entry of foldSubHeadings(entries)) {
      if (!entry.head.length || labelledFields(entry)) continue;
      const { parts } = headParts(entry);
      const candidates = headCandidates(parts);
      heads.push(candidates);
      whole.push(parts);
      if (candidates.length < 2) continue;
      const features: number[][] = [];
      const rule: number[] = [];
      const right = new Set<number>();
      const pairs: [Part, Part, number, number][] = [];
      candidates.forEach((t, i) =>
        candidates.forEach((c, j) => {
          if (i !== j) pairs.push([t, c, i, j]);
        }),
      );
      pairs.forEach(([t, c, i, j], k) => {
        features.push(pairFeatures(t, c, i, j));
        rule.push(rulePairScore(t, c, i, j));
        if (jobs.some((job) => tokenSet(job.title, t.text) >= 0.8 && tokenSet(job.company, c.text) >= 0.8))
          right.add(k);
      });
      if (right.size) out.push({ doc, features, rule, right });
    }
  }
  census(jobs, heads, whole, sectionText);
  return out;
}

const dot = (w: number[], f: number[]) => f.reduce((s, v, k) => s + v * (w[k] ?? 0), 0);

/** Fits weights (index 0 is unused: a bias cancels in a softmax over one head's pairs). */
function fit(examples: Example[], size: number, epochs = 400, rate = 0.5, l2 = 0.002): number[] {
  const w = new Array<number>(size).fill(0);
  for (let e = 0; e < epochs; e++) {
    const grad = new Array<number>(size).fill(0);
    for (const ex of examples) {
      const scores = ex.features.map((f) => dot(w, f));
      const max = Math.max(...scores);
      const exp = scores.map((s) => Math.exp(s - max));
      const z = exp.reduce((a, b) => a + b, 0);
      const zRight = exp.reduce((a, b, k) => (ex.right.has(k) ? a + b : a), 0);
      // d(−log P(right))/dw = E_all[f] − E_right[f]
      ex.features.forEach((f, k) => {
        const pAll = (exp[k] ?? 0) / z;
        const pRight = ex.right.has(k) ? (exp[k] ?? 0) / zRight : 0;
        f.forEach((v, d) => (grad[d] = (grad[d] ?? 0) + v * (pAll - pRight)));
      });
    }
    for (let d = 0; d < size; d++)
      w[d] = (w[d] ?? 0) - rate * ((grad[d] ?? 0) / examples.length + l2 * (w[d] ?? 0));
  }
  return w;
}

const argmax = (xs: number[]) => xs.reduce((best, x, i) => (x > (xs[best] ?? -Infinity) ? i : best), 0);

function accuracy(examples: Example[], score: (ex: Example) => number[]): number {
  if (!examples.length) return 0;
  return examples.filter((ex) => ex.right.has(argmax(score(ex)))).length / examples.length;
}

/** A document's fold: a stable hash of its name, so folds never split a document. */
function foldOf(doc: string, folds: number): number {
  let h = 0;
  for (const ch of doc) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % folds;
}

async function main(): Promise<void> {
  const examples: Example[] = [];
  for (const set of SET_NAMES) {
    const folder = resolveFolder(set);
    if (!folder.truthDir) continue;
    for (const pdf of folder.pdfs) {
      const name = path.basename(pdf, '.pdf');
      examples.push(...(await examplesOf(pdf, path.join(folder.truthDir, `${name}.json`), `${set}/${name}`)));
    }
  }
  const size = examples[0]?.features[0]?.length ?? 0;
  const docs = new Set(examples.map((e) => e.doc)).size;
  process.stdout.write(
    `${examples.length} heads with a right pair, from ${docs} documents, ${size} features\n`,
  );
  const folds = 5;
  let heldRight = 0;
  let ruleRight = 0;
  for (let k = 0; k < folds; k++) {
    const train = examples.filter((e) => foldOf(e.doc, folds) !== k);
    const test = examples.filter((e) => foldOf(e.doc, folds) === k);
    const w = fit(train, size);
    heldRight += accuracy(test, (ex) => ex.features.map((f) => dot(w, f))) * test.length;
    ruleRight += accuracy(test, (ex) => ex.rule) * test.length;
  }
  const real = examples.filter((e) => /^dev\d?\//.test(e.doc));
  process.stdout.write(
    `held-out (5 folds by document): learned ${(heldRight / examples.length).toFixed(3)}, rules ${(ruleRight / examples.length).toFixed(3)}\n`,
  );
  process.stdout.write(
    `jobs of the truths (with a role and an organisation): ${jobsTotal}; a head offers a right pair for ${jobsWithPair}\n` +
      `lost before the pair choice: ${JSON.stringify(lost)}\n`,
  );
  const w = fit(examples, size);
  process.stdout.write(
    `real sets only, fitted on all: learned ${accuracy(real, (ex) => ex.features.map((f) => dot(w, f))).toFixed(3)}, rules ${accuracy(real, (ex) => ex.rule).toFixed(3)} (${real.length} heads)\n`,
  );
}

await main();
