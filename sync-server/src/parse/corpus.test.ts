import { describe, expect, it } from 'vitest';
import { CORPUS_TRUTH_DIR, corpusPdfs } from './corpusFiles.js';
import { scoreFolder } from './scoreFolder.js';

/**
 * The dev corpus regression floor: the measured overall F1 (1.000 when this was set) minus a small
 * margin. Raise it when the parser gets better; never lower it to make a change pass.
 */
const F1_FLOOR = 0.98;

describe('dev corpus (../shared/resume-corpus)', () => {
  it(`parses every PDF and scores overall F1 ≥ ${F1_FLOOR}`, { timeout: 180_000 }, async () => {
    const files = corpusPdfs();
    expect(files.length, 'corpus PDFs beside the repository').toBeGreaterThanOrEqual(16);
    const { f1, failures } = await scoreFolder(files, CORPUS_TRUTH_DIR);
    expect(failures).toEqual([]);
    expect(f1).toBeGreaterThanOrEqual(F1_FLOOR);
  });
});
