import type { LlmConfig } from '../configTypes.js';

/**
 * A client for the OpenAI-compatible chat-completions API (`POST {baseUrl}/chat/completions`),
 * which Ollama, llama.cpp's server, vLLM and hosted providers all speak. The provider is outside
 * our trust boundary: its answer is read defensively and size-limited, and every failure becomes an
 * LlmError the caller can fall back from.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type LlmFailure = 'timeout' | 'network' | 'http' | 'bad_response';

export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    readonly reason: LlmFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface ChatClient {
  /** The assistant's reply text. Throws LlmError. */
  complete(messages: readonly ChatMessage[], options?: { signal?: AbortSignal }): Promise<string>;
}

/** A reply larger than this is not a few rewritten bullets. */
export const MAX_REPLY_BYTES = 512 * 1024;

export function createChatClient(config: LlmConfig): ChatClient {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(messages, options = {}) {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      let text: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model: config.model, messages, temperature: 0.2, stream: false }),
          signal,
          redirect: 'error',
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new LlmError('http', `The language model answered HTTP ${response.status}.`);
        }
        text = await readLimited(response, MAX_REPLY_BYTES);
      } catch (error) {
        if (error instanceof LlmError) throw error;
        if (timeout.aborted)
          throw new LlmError('timeout', `The language model took longer than ${config.timeoutMs} ms.`);
        throw new LlmError('network', `Could not reach the language model: ${describe(error)}`);
      }
      return replyContent(text);
    },
  };
}

async function readLimited(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await response.body?.cancel();
    throw new LlmError('bad_response', 'The language model sent too large an answer.');
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new LlmError('bad_response', 'The language model sent too large an answer.');
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** `choices[0].message.content` of a chat-completions body, checked step by step. */
export function replyContent(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new LlmError('bad_response', 'The language model did not answer JSON.');
  }
  const choices = isRecord(parsed) ? parsed.choices : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message = isRecord(first) ? first.message : undefined;
  const content = isRecord(message) ? message.content : undefined;
  if (typeof content !== 'string')
    throw new LlmError('bad_response', 'The language model answer had no message.');
  return content;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? error.cause.message : error.message;
  return 'unknown error';
}
