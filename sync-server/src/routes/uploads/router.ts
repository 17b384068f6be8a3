import Router from '@koa/router';
import multer from '@koa/multer';
import type Koa from 'koa';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, PDF_MAGIC, type UploadResumeResponse } from '@folio/shared';
import {
  badRequest,
  fromParseError,
  payloadTooLarge,
  rateLimited,
  unsupportedMediaType,
  validationFailed,
} from '../../errors.js';
import { rateLimit } from '../../http/rateLimit.js';
import { parsePdf } from '../../parse/parsePdf.js';
import { currentUser, optionalUser, sendJson, type RouteDeps } from '../context.js';

const FIELD = 'resume';
/**
 * Reading a hostile PDF is expensive: a few KB of repeated text operators cost seconds of CPU, and a
 * 1 MB file that inflates to 1 GB holds over a gigabyte of memory until the parse watchdog stops it.
 * Parses run in this process, so an account gets one at a time and the server a few; the rest are
 * told when to come back instead of piling up.
 */
const PARSES_AT_ONCE = 2;
const PARSE_RETRY_SECONDS = 5;

/**
 * POST /api/upload-resume: multipart, one file in the field `resume`. The PDF is judged by its
 * bytes (`%PDF-`), never by the client's MIME claim or file name; at most 5 MB; limited per user.
 * The bytes stay in memory until they are parsed, then the file and the record are stored together,
 * so a refused or failed upload leaves nothing on disk.
 */
export function uploadsRouter({ config, storage, auth }: RouteDeps): Router {
  const router = new Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
  });

  router.post(
    '/api/upload-resume',
    auth.requireUser,
    rateLimit({
      counts: storage.cluster,
      scope: 'upload',
      limit: config.rateLimits.uploadsPerHour,
      windowMs: 3_600_000,
      key: (ctx) => {
        const user = optionalUser(ctx);
        return user ? `user:${user.id}` : null;
      },
    }),
    parseSlots(),
    readUpload(upload.single(FIELD)),
    async (ctx) => {
      // Typed as always present by @types/koa__multer; it is absent when the field was not sent.
      const file: multer.File | undefined = ctx.file;
      if (!file)
        throw validationFailed([{ path: FIELD, message: 'required' }], 'Choose a PDF file to upload.');
      const bytes = new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength);
      if (!startsWithPdfMagic(bytes)) throw unsupportedMediaType();
      let data;
      try {
        data = await parsePdf(bytes);
      } catch (error) {
        throw fromParseError(error) ?? error;
      }
      const resume = await storage.resumes.create({ ownerId: currentUser(ctx).id, data, pdf: bytes });
      const body: UploadResumeResponse = { success: true, resumeId: resume.id, data: resume.data };
      sendJson(ctx, 201, body);
    },
  );
  return router;
}

/** Holds a parse slot for the rest of the request: one per account, PARSES_AT_ONCE in all. */
function parseSlots(): Koa.Middleware {
  const busy = new Set<string>();
  return async function limitParses(ctx, next) {
    const userId = currentUser(ctx).id;
    if (busy.has(userId)) {
      throw rateLimited(
        PARSE_RETRY_SECONDS,
        'Your previous upload is still being read. Try again when it is done.',
      );
    }
    if (busy.size >= PARSES_AT_ONCE) {
      throw rateLimited(
        PARSE_RETRY_SECONDS,
        'Many resumes are being read right now. Please try again in a moment.',
      );
    }
    busy.add(userId);
    try {
      await next();
    } finally {
      busy.delete(userId);
    }
  };
}

/** Turns multer's errors into ours: too large → 413, anything malformed → 400. */
function readUpload(middleware: Koa.Middleware): Koa.Middleware {
  return async function readMultipart(ctx, next) {
    if (!ctx.is('multipart/form-data')) {
      throw validationFailed(
        [{ path: FIELD, message: 'required' }],
        'Send the PDF as multipart/form-data in the field "resume".',
      );
    }
    try {
      await middleware(ctx, async () => {});
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? error.code : undefined;
      if (code === 'LIMIT_FILE_SIZE')
        throw payloadTooLarge(`File size must be less than ${MAX_UPLOAD_LABEL.replace(' ', '')}`);
      if (typeof code === 'string' && code.startsWith('LIMIT_')) {
        throw badRequest(`Send one PDF file in the field "${FIELD}".`);
      }
      // busboy's messages for bodies it cannot read ("Malformed part header" for a NUL in a file name).
      if (
        error instanceof Error &&
        /multipart|boundary|unexpected end|malformed|content type|request (aborted|closed)/i.test(
          error.message,
        )
      ) {
        throw badRequest('The upload was not a valid multipart form.');
      }
      throw error;
    }
    return next();
  };
}

function startsWithPdfMagic(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_MAGIC.length) return false;
  for (let i = 0; i < PDF_MAGIC.length; i++) if (bytes[i] !== PDF_MAGIC.charCodeAt(i)) return false;
  return true;
}
