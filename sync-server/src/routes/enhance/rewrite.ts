import type { ResumeData } from '@folio/shared';
import { checkAll, proseFields, suggestWording, type Suggestion } from '@folio/shared/enhance';
import type { ChatClient, ChatMessage } from '../../llm/chatClient.js';

/**
 * Language-model rewrites of existing bullets and descriptions. The model is asked only to reword
 * what is there; whatever it answers is parsed defensively and every proposal goes through the
 * no-invention checker, which drops (and counts) the ones that add a fact.
 */

/** At most this many texts per request, and this much text in one prompt, to bound cost and time. */
export const MAX_TARGETS = 30;
export const MAX_PROMPT_CHARS = 12_000;
const MAX_TARGET_CHARS = 1_000;

export interface Target {
  id: string;
  path: string;
  text: string;
}

/** The prose to rewrite: every bullet and description, or only those named in `paths`. */
export function rewriteTargets(resume: ResumeData, paths?: readonly string[]): Target[] {
  const wanted = paths ? new Set(paths) : null;
  const out: Target[] = [];
  let budget = MAX_PROMPT_CHARS;
  for (const field of proseFields(resume)) {
    if (wanted && !wanted.has(field.path)) continue;
    if (field.text.length > MAX_TARGET_CHARS || field.text.length > budget) continue;
    budget -= field.text.length;
    out.push({ id: `t${out.length}`, path: field.path, text: field.text });
    if (out.length >= MAX_TARGETS) break;
  }
  return out;
}

const SYSTEM_PROMPT = [
  'You improve the wording of resume bullet points. For each text, write one clearer version:',
  'start with a strong past-tense action verb, use active voice, cut filler words, keep it short.',
  'Strict rules: keep every fact exactly as given. Never add numbers, amounts, percentages, dates,',
  'durations, names of people, companies, schools, products, tools or technologies, job titles,',
  'awards or results that are not in that same text. Never guess an outcome. If a text is already',
  'clear, return it unchanged.',
  'Reply with JSON only, exactly in this form: {"rewrites":[{"id":"t0","text":"..."}]}',
].join(' ');

export function rewriteMessages(targets: readonly Target[]): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: JSON.stringify({ texts: targets.map(({ id, text }) => ({ id, text })) }) },
  ];
}

/**
 * Reads the model's reply: JSON possibly wrapped in prose or a code fence, as
 * `{"rewrites":[{id,text}]}`, a bare list of `{id,text}`, or an object of id → text. Unknown ids,
 * non-strings, empty, unchanged and runaway texts are skipped.
 */
export function parseRewriteReply(
  reply: string,
  targets: readonly Target[],
): { target: Target; text: string }[] {
  const value = extractJson(reply);
  const byId = new Map(targets.map((t) => [t.id, t]));
  const pairs: [unknown, unknown][] = [];
  const list =
    isRecord(value) && Array.isArray(value.rewrites) ? value.rewrites : Array.isArray(value) ? value : null;
  if (list) for (const item of list) if (isRecord(item)) pairs.push([item.id, item.text ?? item.rewrite]);
  if (!list && isRecord(value)) pairs.push(...Object.entries(value));
  const out: { target: Target; text: string }[] = [];
  for (const [id, text] of pairs) {
    const target = typeof id === 'string' ? byId.get(id) : undefined;
    if (!target || typeof text !== 'string' || out.some((o) => o.target === target)) continue;
    // One line, as the original was; a model that splits or rambles is not making a rewrite.
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean || clean === target.text.trim() || clean.length > target.text.length * 2 + 80) continue;
    out.push({ target, text: clean });
  }
  return out;
}

function extractJson(reply: string): unknown {
  const unfenced = reply.replace(/```(?:json)?/gi, '');
  const starts = [unfenced.indexOf('{'), unfenced.indexOf('[')].filter((i) => i >= 0);
  if (!starts.length) return null;
  const start = Math.min(...starts);
  const end = Math.max(unfenced.lastIndexOf('}'), unfenced.lastIndexOf(']'));
  try {
    return JSON.parse(unfenced.slice(start, end + 1)) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface RewriteResult {
  suggestions: Suggestion[];
  /** Model proposals the checker refused. */
  rejected: number;
}

/** Asks the model, checks every proposal, and returns the ones that add nothing. Throws LlmError. */
export async function modelRewrites(
  client: ChatClient,
  resume: ResumeData,
  paths?: readonly string[],
): Promise<RewriteResult> {
  const targets = rewriteTargets(resume, paths);
  if (!targets.length) return { suggestions: [], rejected: 0 };
  const reply = await client.complete(rewriteMessages(targets));
  const proposals: Suggestion[] = parseRewriteReply(reply, targets).map(({ target, text }) => ({
    id: `rewrite:${target.path}:${target.id}:${text.length}`,
    path: target.path,
    before: target.text,
    after: text,
    kind: 'rewrite',
    reason: 'Reworded by the language model; checked to add no facts.',
  }));
  const { accepted, rejected } = checkAll(resume, proposals);
  return { suggestions: accepted, rejected: rejected.length };
}

/** The local wording suggestions for the same fields, checked: the answer when there is no model. */
export function localRewrites(resume: ResumeData, paths?: readonly string[]): Suggestion[] {
  const wanted = paths ? new Set(paths) : null;
  const local = suggestWording(resume).filter((s) => !wanted || wanted.has(s.path));
  return checkAll(resume, local).accepted;
}
