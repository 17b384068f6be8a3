import { API, type EnhanceRewriteResponse, type ResumeData } from '@folio/shared';
import { SUGGESTION_KINDS, type Suggestion, type SuggestionKind } from '@folio/shared/enhance';
import { apiCall, fetchClientConfig, getAuthToken } from '../../api/index.js';
import { list, num, record, str } from '../../api/parse.js';

/** The optional language-model rewrites, as the Enhance panel uses them. */
export interface ModelRewriter {
  /** Whether the server offers them (GET /api/config says `enhanceModel: true`). */
  available: boolean;
  rewrite(resume: ResumeData, paths?: string[]): Promise<EnhanceRewriteResponse>;
}

/** The server may wait this long for the model before falling back; the client waits a little more. */
const REWRITE_TIMEOUT_MS = 60_000;

function parseSuggestion(value: unknown): Suggestion {
  const s = record(value, 'suggestion');
  const kind = str(s, 'kind');
  if (!(SUGGESTION_KINDS as readonly string[]).includes(kind))
    throw new Error(`unknown suggestion kind ${kind}`);
  return {
    id: str(s, 'id'),
    path: str(s, 'path'),
    before: str(s, 'before'),
    after: str(s, 'after'),
    // Checked against the closed list just above.
    kind: kind as SuggestionKind,
    reason: str(s, 'reason'),
  };
}

/** Validates the body of POST /api/enhance/rewrite. */
export function parseRewriteResponse(value: unknown): EnhanceRewriteResponse {
  const body = record(value, 'response');
  const source = str(body, 'source');
  return {
    suggestions: list(body.suggestions, 'suggestions', parseSuggestion),
    rejected: num(body, 'rejected', 0),
    source: source === 'model' ? 'model' : 'local',
  };
}

/** POST /api/enhance/rewrite with the signed-in user's token. */
export function requestRewrites(resume: ResumeData, paths?: string[]): Promise<EnhanceRewriteResponse> {
  return apiCall(API.enhanceRewrite, parseRewriteResponse, {
    method: 'POST',
    body: paths ? { resume, paths } : { resume },
    timeoutMs: REWRITE_TIMEOUT_MS,
  });
}

let availability: Promise<boolean> | null = null;

/**
 * Whether the server offers model rewrites, asked once per session (and again after a failure).
 * False without a sign-in, since the call needs one.
 */
export function modelAvailable(): Promise<boolean> {
  if (!getAuthToken()) return Promise.resolve(false);
  availability ??= fetchClientConfig().then(
    (config) => config.enhanceModel,
    () => {
      availability = null;
      return false;
    },
  );
  return availability;
}
