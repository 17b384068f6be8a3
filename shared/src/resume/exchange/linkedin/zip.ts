import { unzipSync } from 'fflate';
import { ImportProblem } from '../notes.js';

/**
 * Reads only the wanted files of a ZIP, within fixed bounds, so a hostile archive cannot exhaust
 * memory: the archive's size, the number of entries, each wanted file's size and their sum are capped
 * before anything is inflated. fflate inflates each file into a buffer of the size the archive
 * declares, so a file that lies about its size is cut at that size rather than growing (the bomb case).
 */
export interface ZipLimits {
  maxArchiveBytes: number;
  maxEntries: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

export const LINKEDIN_ZIP_LIMITS: ZipLimits = {
  // A full LinkedIn archive (messages, media) runs to tens of megabytes; the CSVs we read are small.
  maxArchiveBytes: 100 * 1024 * 1024,
  maxEntries: 2000,
  maxFileBytes: 4 * 1024 * 1024,
  maxTotalBytes: 16 * 1024 * 1024,
};

export function readZipFiles(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ZipLimits,
): Map<string, Uint8Array> {
  if (bytes.byteLength > limits.maxArchiveBytes) {
    throw new ImportProblem(
      `This ZIP is larger than ${mb(limits.maxArchiveBytes)} MB, so it was not opened.`,
    );
  }
  let entries = 0;
  let total = 0;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        if (entries > limits.maxEntries)
          throw new ZipRefusal(`This ZIP holds more than ${limits.maxEntries} files.`);
        if (!wanted(file.name)) return false;
        if (file.originalSize > limits.maxFileBytes) {
          throw new ZipRefusal(
            `${baseName(file.name)} in this ZIP is larger than ${mb(limits.maxFileBytes)} MB.`,
          );
        }
        total += file.originalSize;
        if (total > limits.maxTotalBytes)
          throw new ZipRefusal('The files in this ZIP are too large together.');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ZipRefusal) throw new ImportProblem(`${error.message} It was not opened.`);
    throw new ImportProblem(
      'This ZIP file is damaged or uses a kind of compression that cannot be read here.',
    );
  }
  return new Map(Object.entries(unzipped));
}

class ZipRefusal extends Error {}

export function baseName(path: string): string {
  return path.split('/').pop() ?? path;
}

function mb(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
