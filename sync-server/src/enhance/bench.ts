/**
 * `npm run bench:enhance`: the enhance benchmark over the dev corpus. Each PDF is parsed with the
 * Node parser (parsePdf); when parsing fails or finds nothing, the corpus truth file stands in.
 * Lives in sync-server because shared/ may not import the server's parser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResumeData } from '@folio/shared';
import { benchDoc, formatBench, type BenchDoc } from '@folio/shared/enhance/benchReport.js';
import { truthToResume } from '@folio/shared/enhance/corpusTruth.js';
import { parsePdf } from '../parse/parsePdf.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const corpus = path.resolve(repo, '../shared/resume-corpus/dev');
const today = new Date().toISOString().slice(0, 10);
const CLOCK = {
  wall: () => performance.now(),
  cpu: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
};

function isEmpty(resume: ResumeData): boolean {
  return !resume.personalInfo.name && resume.experience.length === 0 && resume.skills.length === 0;
}

async function load(name: string): Promise<BenchDoc> {
  try {
    const resume = await parsePdf(new Uint8Array(readFileSync(path.join(corpus, 'pdf', `${name}.pdf`))));
    if (!isEmpty(resume)) return { name, source: 'pdf', resume };
  } catch (error) {
    console.error(
      `${name}: parse failed (${error instanceof Error ? error.message : String(error)}); using truth`,
    );
  }
  const truth = JSON.parse(readFileSync(path.join(corpus, 'truth', `${name}.json`), 'utf8')) as unknown;
  return { name, source: 'truth', resume: truthToResume(truth) };
}

const names = readdirSync(path.join(corpus, 'pdf'))
  .filter((f) => f.endsWith('.pdf'))
  .map((f) => f.replace(/\.pdf$/, ''))
  .sort();
const docs: BenchDoc[] = [];
for (const name of names) docs.push(await load(name));
console.log(formatBench(docs.map((doc) => benchDoc(doc, today, CLOCK))));
