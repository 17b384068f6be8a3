import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ParseError, toCorpusRecord } from '@folio/shared/resume/parse/index.js';
import { parsePdfOutcome } from './parsePdf.js';

/*
 * npm run parse -- FILE.pdf… [--format resume|corpus|outcome] [--out DIR] [--font-names]
 * Prints ResumeData JSON (default), the corpus-schema record (for score.mjs), or the whole outcome with
 * provenance and unplaced lines. With --out, writes DIR/NAME.json per PDF instead of printing.
 */

const FORMATS = ['resume', 'corpus', 'outcome'] as const;
type Format = (typeof FORMATS)[number];

interface Args {
  files: string[];
  format: Format;
  out: string | null;
  fontNames: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { files: [], format: 'resume', out: null, fontNames: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--format') {
      const f = argv[++i] ?? '';
      if (!(FORMATS as readonly string[]).includes(f)) usage(`unknown format "${f}"`);
      args.format = f as Format; // checked against FORMATS just above
    } else if (a === '--out') args.out = argv[++i] ?? usage('--out needs a directory');
    else if (a === '--font-names') args.fontNames = true;
    else if (a === '-h' || a === '--help') usage();
    else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else args.files.push(a);
  }
  if (!args.files.length) usage('no PDF files given');
  return args;
}

function usage(problem?: string): never {
  if (problem) console.error(problem);
  console.error(
    'usage: npm run parse -- FILE.pdf… [--format resume|corpus|outcome] [--out DIR] [--font-names]',
  );
  process.exit(problem ? 2 : 0);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.out) await mkdir(args.out, { recursive: true });
  let failed = 0;
  for (const file of args.files) {
    try {
      const outcome = await parsePdfOutcome(new Uint8Array(await readFile(file)), {
        fontNames: args.fontNames,
      });
      const value =
        args.format === 'corpus'
          ? toCorpusRecord(outcome)
          : args.format === 'outcome'
            ? outcome
            : outcome.resume;
      const json = JSON.stringify(value, null, 2);
      if (args.out)
        await writeFile(path.join(args.out, `${path.basename(file, path.extname(file))}.json`), `${json}\n`);
      else console.log(args.files.length > 1 ? `// ${file}\n${json}` : json);
    } catch (error) {
      failed++;
      const code = error instanceof ParseError ? error.code : 'parse_failed';
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${file}: ${code}: ${message}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
