import Router from '@koa/router';
import multer from '@koa/multer';
import type Koa from 'koa';
import {
  API,
  MAX_UNUSED_UPLOADS,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
  PDF_MAGIC,
  restoreResume,
  emptyResume,
  type KeepUploadResponse,
  MAX_PHOTO_UPLOAD_BYTES,
  MAX_PHOTO_UPLOAD_LABEL,
  type PhotoUploadResponse,
  type ResumeData,
  type UploadResumeResponse,
  type UploadSummary,
  type UploadsResponse,
} from '@folio/shared';
import {
  badRequest,
  fromParseError,
  notFound,
  payloadTooLarge,
  rateLimited,
  requestTimeout,
  unsupportedMediaType,
  validationFailed,
} from '../../errors.js';
import { DEFAULT_JSON_LIMIT } from '../../http/jsonBody.js';
import { rateLimit } from '../../http/rateLimit.js';
import { parsePdf } from '../../parse/parsePdf.js';
import type { Storage } from '../../storage/types.js';
import { PhotoError, reencodePhoto } from './photo.js';
import { currentUser, optionalUser, sendJson, type RouteDeps } from '../context.js';

const FIELD = 'resume';
const PHOTO_FIELD = 'photo';
/** What each upload route expects, for its error messages. */
interface Expected {
  field: string;
  what: string;
  label: string;
}
const PDF_UPLOAD: Expected = { field: FIELD, what: 'PDF', label: MAX_UPLOAD_LABEL };
const PHOTO_UPLOAD: Expected = { field: PHOTO_FIELD, what: 'picture', label: MAX_PHOTO_UPLOAD_LABEL };
/**
 * Reading a hostile PDF is expensive: a few KB of repeated text operators cost seconds of CPU, and a
 * 1 MB file that inflates to 1 GB holds over a gigabyte of memory until the parse watchdog stops it.
 * Parses run one at a time in the parser's worker thread, so an account gets one at a time and the
 * server a few (one running, the rest queued); the rest are told when to come back instead of
 * piling up. A slot is taken only for a file that has fully arrived and passed the size and type
 * checks, so a slow client never holds one.
 */
const PARSES_AT_ONCE = 2;
const PARSE_RETRY_SECONDS = 5;
/**
 * Bodies being received at once. Each may hold up to 5 MB in memory until it is checked; one account
 * may send two at a time (a retry beside a stalled try), all accounts together RECEIVING_AT_ONCE.
 */
const RECEIVING_PER_USER = 2;
const RECEIVING_AT_ONCE = 64;

/**
 * POST /api/upload-resume: multipart, one file in the field `resume`. The PDF is judged by its
 * bytes (`%PDF-`), never by the client's MIME claim or file name; at most 5 MB; limited per user.
 * The body must arrive within `config.uploadBodyTimeoutMs` (408 otherwise). The bytes stay in memory
 * until they are parsed, then the file and the record are stored together, so a refused or failed
 * upload leaves nothing on disk.
 */
export function uploadsRouter({ config, storage, auth }: RouteDeps): Router {
  const router = new Router();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
  });
  // The kept PDF may come with the resume as the device read it: one field, as large as a JSON body.
  const keep = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 1, parts: 2, fieldSize: DEFAULT_JSON_LIMIT },
  });

  // Receiving a file is limited alike on both upload routes: one hourly allowance and one set of slots.
  const receiving = [
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
    perUserSlots({
      perUser: RECEIVING_PER_USER,
      total: RECEIVING_AT_ONCE,
      busyUser: 'You are already sending two uploads. Wait for them to finish.',
      busyServer: 'Many uploads are arriving right now. Please try again in a moment.',
    }),
  ];

  router.post(
    '/api/upload-resume',
    ...receiving,
    readUpload(upload.single(FIELD), config.uploadBodyTimeoutMs),
    checkedPdf,
    perUserSlots({
      perUser: 1,
      total: PARSES_AT_ONCE,
      busyUser: 'Your previous upload is still being read. Try again when it is done.',
      busyServer: 'Many resumes are being read right now. Please try again in a moment.',
    }),
    async (ctx) => {
      let data;
      try {
        // As the app reads an upload: the data the PDF carries (an attached resume.json) first.
        data = await parsePdf(pdfBytes(ctx), { embedded: true });
      } catch (error) {
        throw fromParseError(error) ?? error;
      }
      await makeRoomForUpload(storage, currentUser(ctx).id);
      const resume = await storage.resumes.create({
        ownerId: currentUser(ctx).id,
        data: restoreResume(data),
        pdf: pdfBytes(ctx),
      });
      const body: UploadResumeResponse = { success: true, resumeId: resume.id, data: resume.data };
      sendJson(ctx, 201, body);
    },
  );

  /*
   * POST /api/uploads: keeps the original PDF of a resume the device has already read, without reading
   * it again (the app parses on the device). Multipart: the file in `resume`, and optionally in `data`
   * the resume as the device read it (JSON), so the upload is recognisable on the Your data page. The
   * same size, type and byte checks as /api/upload-resume; a portfolio then names it by `resumeId`.
   */
  router.post(
    API.uploads,
    ...receiving,
    readUpload(keep.single(FIELD), config.uploadBodyTimeoutMs),
    checkedPdf,
    async (ctx) => {
      const data = readResumeField(ctx);
      await makeRoomForUpload(storage, currentUser(ctx).id);
      const resume = await storage.resumes.create({
        ownerId: currentUser(ctx).id,
        data,
        pdf: pdfBytes(ctx),
      });
      const body: KeepUploadResponse = { success: true, resumeId: resume.id };
      sendJson(ctx, 201, body);
    },
  );

  /*
   * POST /api/photo: multipart, one JPEG or PNG in the field `photo`, judged by its bytes; at most
   * 8 MB and 40 megapixels. Answers the picture re-encoded as the resume's photo (a JPEG data URL
   * without Exif, GPS, XMP or comments, at most 400 px a side); nothing is stored here: the photo is
   * kept when the owner saves a resume that holds it. Counted against the same hourly upload
   * allowance and receiving slots as PDFs.
   */
  const photoUpload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_PHOTO_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
  });
  router.post(
    API.photo,
    ...receiving,
    readUpload(photoUpload.single(PHOTO_FIELD), config.uploadBodyTimeoutMs, PHOTO_UPLOAD),
    perUserSlots({
      perUser: 1,
      total: PARSES_AT_ONCE,
      busyUser: 'Your previous picture is still being read. Try again when it is done.',
      busyServer: 'Many pictures are being read right now. Please try again in a moment.',
    }),
    (ctx) => {
      const file: multer.File | undefined = ctx.file;
      if (!file) {
        throw validationFailed([{ path: PHOTO_FIELD, message: 'required' }], 'Choose a picture to upload.');
      }
      let body: PhotoUploadResponse;
      try {
        body = reencodePhoto(
          new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength),
        );
      } catch (error) {
        if (!(error instanceof PhotoError)) throw error;
        if (error.reason === 'type') throw unsupportedMediaType(error.message);
        if (error.reason === 'too_large') throw payloadTooLarge(error.message);
        throw validationFailed([{ path: PHOTO_FIELD, message: 'unreadable' }], error.message);
      }
      sendJson(ctx, 201, body);
    },
  );

  router.get(API.uploads, auth.requireUser, async (ctx) => {
    const owner = currentUser(ctx).id;
    const portfolios = await storage.portfolios.listByOwner(owner);
    const uploads = (await storage.resumes.listByOwner(owner)).map((r): UploadSummary => {
      const usedBy = portfolios
        .filter((p) => p.resumeId === r.id)
        .map((p) => ({ _id: p.id, title: p.title }));
      const expires = new Date(Date.parse(r.createdAt) + config.unusedUploadRetentionMs).toISOString();
      return {
        id: r.id,
        name: r.data.personalInfo.name,
        createdAt: r.createdAt,
        hasPdf: r.fileId !== null,
        usedBy,
        expiresAt: usedBy.length ? null : expires,
      };
    });
    const body: UploadsResponse = { uploads, retentionDays: config.unusedUploadRetentionMs / 86_400_000 };
    sendJson(ctx, 200, body);
  });

  router.delete('/api/uploads/:id', auth.requireUser, async (ctx) => {
    if (!(await storage.resumes.delete(ctx.params.id ?? '', currentUser(ctx).id)))
      throw notFound('Upload not found');
    sendJson(ctx, 200, { success: true });
  });
  return router;
}

/**
 * Keeps an account below MAX_UNUSED_UPLOADS uploads that no portfolio uses by deleting the oldest
 * of them (they would expire anyway), so the one about to be stored fits. Uploads a portfolio uses
 * are never touched; those are bounded by the plan's portfolio limit.
 */
async function makeRoomForUpload(storage: Storage, ownerId: string): Promise<void> {
  const used = new Set((await storage.portfolios.listByOwner(ownerId)).map((p) => p.resumeId));
  const unused = (await storage.resumes.listByOwner(ownerId)).filter((r) => !used.has(r.id));
  for (const old of unused.slice(MAX_UNUSED_UPLOADS - 1)) await storage.resumes.delete(old.id, ownerId);
}

/** The received file's bytes (checkedPdf has made sure there is one). */
function pdfBytes(ctx: Koa.Context): Uint8Array {
  const file: multer.File | undefined = ctx.file;
  if (!file) throw validationFailed([{ path: FIELD, message: 'required' }], 'Choose a PDF file to upload.');
  return new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength);
}

/** The optional `data` field: the resume as the device read it, validated like any resume; else empty. */
function readResumeField(ctx: Koa.Context): ResumeData {
  // @koa/multer puts the text fields of a multipart body here.
  const fields = (ctx.request as { body?: unknown }).body;
  const raw = fields && typeof fields === 'object' && 'data' in fields ? fields.data : undefined;
  if (raw === undefined) return emptyResume();
  try {
    return restoreResume(typeof raw === 'string' ? JSON.parse(raw) : raw);
  } catch {
    throw validationFailed(
      [{ path: 'data', message: 'invalid' }],
      'The resume sent with the PDF is not valid.',
    );
  }
}

/** Refuses a missing file (400) and anything that is not a PDF by its bytes (415). */
const checkedPdf: Koa.Middleware = async (ctx, next) => {
  if (!startsWithPdfMagic(pdfBytes(ctx))) throw unsupportedMediaType();
  await next();
};

/**
 * Holds a slot for the rest of the request: `perUser` per account, `total` in all. One account can
 * therefore never hold every slot while `perUser` is below `total`.
 */
function perUserSlots(options: {
  perUser: number;
  total: number;
  busyUser: string;
  busyServer: string;
}): Koa.Middleware {
  const held = new Map<string, number>();
  let total = 0;
  return async function takeSlot(ctx, next) {
    const userId = currentUser(ctx).id;
    const mine = held.get(userId) ?? 0;
    if (mine >= options.perUser) throw rateLimited(PARSE_RETRY_SECONDS, options.busyUser);
    if (total >= options.total) throw rateLimited(PARSE_RETRY_SECONDS, options.busyServer);
    held.set(userId, mine + 1);
    total += 1;
    try {
      await next();
    } finally {
      total -= 1;
      const left = (held.get(userId) ?? 1) - 1;
      if (left > 0) held.set(userId, left);
      else held.delete(userId);
    }
  };
}

/**
 * Reads the multipart body within `timeoutMs`, turning multer's errors into ours: too large → 413,
 * anything malformed → 400, too slow → 408 (and the connection is closed).
 */
function readUpload(
  middleware: Koa.Middleware,
  timeoutMs: number,
  expected: Expected = PDF_UPLOAD,
): Koa.Middleware {
  return async function readMultipart(ctx, next) {
    if (!ctx.is('multipart/form-data')) {
      throw validationFailed(
        [{ path: expected.field, message: 'required' }],
        `Send the ${expected.what} as multipart/form-data in the field "${expected.field}".`,
      );
    }
    try {
      await withDeadline(
        middleware(ctx, async () => {}),
        timeoutMs,
        () => {
          // Stop reading: what is still arriving is dropped, and the socket closes after the 408.
          ctx.req.unpipe();
          ctx.req.resume();
        },
      );
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? error.code : undefined;
      if (code === 'LIMIT_FILE_SIZE')
        throw payloadTooLarge(`File size must be less than ${expected.label.replace(' ', '')}`);
      if (typeof code === 'string' && code.startsWith('LIMIT_')) {
        throw badRequest(`Send one ${expected.what} file in the field "${expected.field}".`);
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

/** Resolves or rejects like `work`, or rejects with a 408 after `ms` (calling `onTimeout` first). */
function withDeadline(work: Promise<unknown>, ms: number, onTimeout: () => void): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(requestTimeout());
    }, ms);
  });
  // Once the deadline has answered, a late failure of the abandoned read is of no interest.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
