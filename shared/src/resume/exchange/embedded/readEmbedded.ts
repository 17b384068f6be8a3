import type { PdfjsLike } from '../../parse/index.js';
import type { ResumeData } from '../../schema.js';
import { fromJsonResumeDocument, looksLikeJsonResume } from '../jsonResumeImport.js';
import type { ImportNote } from '../notes.js';
import { hasRms, readRmsKeys, rmsToResume } from './rms.js';

/**
 * Structured resume data a PDF carries beside its printed text: an attached JSON Resume (an embedded
 * file named resume.json, as Folio's own PDFs will carry) or Rezi's Resume Metadata Standard keys in
 * the XMP packet. Read from the same pdf.js document the parser opens (withEmbeddedReader), so a PDF
 * is loaded once.
 */

export interface RawEmbedded {
  attachments: { filename: string; content: Uint8Array }[];
  xmp: string | null;
}

export interface EmbeddedResume {
  /** Where the data came from, in words: "resume.json attached to the PDF". */
  source: string;
  resume: ResumeData;
  notes: ImportNote[];
}

/** Largest attachment read as JSON; a resume is a few kilobytes. */
const MAX_ATTACHMENT_BYTES = 1024 * 1024;
/** Attachments looked at: a resume PDF carries one or two; a file with thousands is not worth reading. */
const MAX_ATTACHMENTS_LISTED = 20;

/**
 * Wraps a pdf.js build so that the document it loads is also asked for its attachments and XMP.
 * The parser's destroy waits for that read, so nothing is asked of a destroyed document.
 */
export function withEmbeddedReader(pdfjs: PdfjsLike): {
  pdfjs: PdfjsLike;
  embedded: () => Promise<RawEmbedded | null>;
} {
  let read: Promise<RawEmbedded | null> = Promise.resolve(null);
  const wrapped: PdfjsLike = {
    OPS: pdfjs.OPS,
    getDocument(params) {
      const task = pdfjs.getDocument(params);
      let loaded = false;
      read = task.promise.then(
        (doc) => {
          loaded = true;
          return readRaw(doc as unknown).catch(() => null);
        },
        () => null,
      );
      return {
        promise: task.promise,
        destroy: async () => {
          if (loaded) await read;
          return task.destroy();
        },
      };
    },
  };
  return { pdfjs: wrapped, embedded: () => read };
}

async function readRaw(doc: unknown): Promise<RawEmbedded> {
  const d = doc as {
    getAttachments?: () => Promise<unknown>;
    getAttachmentContent?: (id: string) => Promise<unknown>;
    getMetadata?: () => Promise<unknown>;
  };
  const [attachments, metadata] = await Promise.all([
    typeof d.getAttachments === 'function' ? d.getAttachments().catch(() => null) : null,
    typeof d.getMetadata === 'function' ? d.getMetadata().catch(() => null) : null,
  ]);
  // pdf.js 6 lists attachments (a Map, or an object in older builds) without their bytes, which it
  // reads on request by id; only JSON files are worth reading, and only a few of them.
  const listed: [string, unknown][] =
    attachments instanceof Map
      ? [...(attachments as Map<string, unknown>).entries()]
      : attachments && typeof attachments === 'object'
        ? Object.entries(attachments as Record<string, unknown>)
        : [];
  const files: RawEmbedded['attachments'] = [];
  for (const [id, value] of listed.slice(0, MAX_ATTACHMENTS_LISTED)) {
    const a = value as { filename?: unknown; content?: unknown };
    if (typeof a.filename !== 'string' || !/\.json$/i.test(a.filename)) continue;
    const content =
      a.content ??
      (typeof d.getAttachmentContent === 'function'
        ? await d.getAttachmentContent(id).catch(() => null)
        : null);
    if (content instanceof Uint8Array) files.push({ filename: a.filename, content });
  }
  let xmp: string | null = null;
  const meta = (metadata as { metadata?: { getRaw?: () => unknown } } | null)?.metadata;
  if (meta && typeof meta.getRaw === 'function') {
    const raw = meta.getRaw();
    if (typeof raw === 'string') xmp = raw;
  }
  return { attachments: files, xmp };
}

/** The best structured resume in what was read: an attached JSON Resume first, then RMS XMP. */
export function findEmbeddedResume(raw: RawEmbedded): EmbeddedResume | null {
  const candidates = [...raw.attachments].sort((a, b) => rank(a.filename) - rank(b.filename));
  for (const file of candidates) {
    if (!/\.json$/i.test(file.filename) || file.content.byteLength > MAX_ATTACHMENT_BYTES) continue;
    let doc: unknown;
    try {
      doc = JSON.parse(new TextDecoder('utf-8').decode(file.content));
    } catch {
      continue;
    }
    if (!looksLikeJsonResume(doc)) continue;
    try {
      const { resume, notes } = fromJsonResumeDocument(doc);
      return { source: `${baseName(file.filename)} attached to the PDF (JSON Resume)`, resume, notes };
    } catch {
      continue;
    }
  }
  if (raw.xmp) {
    const keys = readRmsKeys(raw.xmp);
    if (hasRms(keys)) {
      return {
        source: 'the resume data in the PDF’s metadata (Resume Metadata Standard)',
        resume: rmsToResume(keys),
        notes: [],
      };
    }
  }
  return null;
}

function rank(name: string): number {
  return /(^|\/)resume\.json$/i.test(name) ? 0 : 1;
}

function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}
