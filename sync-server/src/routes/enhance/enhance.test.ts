import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API, emptyResume, type EnhanceRewriteResponse, type ResumeData } from '@folio/shared';
import { api } from '../../test/http.js';
import { freePort, startTestServer, tokenFor, type TestServer } from '../../test/testServer.js';

/**
 * A small OpenAI-compatible chat-completions server on loopback, standing in for Ollama or a hosted
 * provider. Each test sets how it answers.
 */
type Behaviour = (texts: { id: string; text: string }[], res: ServerResponse) => void;
interface FakeProvider {
  url: string;
  requests: { path: string; authorization: string; body: Record<string, unknown> }[];
  behave(b: Behaviour): void;
  close(): Promise<void>;
}

async function startProvider(): Promise<FakeProvider> {
  const port = await freePort();
  let behaviour: Behaviour = () => {};
  const requests: FakeProvider['requests'] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization ?? '', body });
      const messages = body.messages as { content: string }[];
      const { texts } = JSON.parse(messages[1]?.content ?? '{}') as { texts: { id: string; text: string }[] };
      behaviour(texts, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (b) => (behaviour = b),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function reply(res: ServerResponse, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'x',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content } }],
    }),
  );
}

const rewrites = (pairs: [string, string][]) =>
  JSON.stringify({ rewrites: pairs.map(([id, text]) => ({ id, text })) });

function resume(): ResumeData {
  const r = emptyResume();
  r.experience = [
    {
      title: 'Engineer',
      company: 'Acme',
      location: '',
      start: '2021-01',
      end: 'present',
      period: '',
      description: '',
      bullets: ['Responsible for managing the billing service in Python', 'Cut invoice errors by 30%'],
    },
  ];
  return r;
}

function suggestionsOf(body: unknown): EnhanceRewriteResponse {
  return body as EnhanceRewriteResponse;
}

describe('POST /api/enhance/rewrite with a language model', () => {
  let provider: FakeProvider;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    provider = await startProvider();
    server = await startTestServer({
      env: {
        LLM_BASE_URL: provider.url,
        LLM_MODEL: 'tiny-model',
        LLM_API_KEY: 'sk-test',
        LLM_TIMEOUT_MS: '400',
      },
    });
    token = await tokenFor(server, 'ada@example.com');
  });
  afterEach(() => provider.behave(() => {}));
  afterAll(async () => {
    await server.dispose();
    await provider.close();
  });

  const call = () => api(server, 'POST', API.enhanceRewrite, { token, json: { resume: resume() } });

  it('speaks the chat-completions protocol and returns checked rewrites first', async () => {
    provider.behave((texts, res) =>
      reply(res, rewrites([[texts[0]!.id, 'Managed the billing service in Python']])),
    );
    const res = await call();
    expect(res.status).toBe(200);
    const body = suggestionsOf(res.body);
    expect(body.source).toBe('model');
    expect(body.rejected).toBe(0);
    expect(body.suggestions[0]).toMatchObject({
      kind: 'rewrite',
      path: 'experience.0.bullets.0',
      before: 'Responsible for managing the billing service in Python',
      after: 'Managed the billing service in Python',
    });
    expect(body.suggestions.some((s) => s.kind === 'weak-opening')).toBe(true);
    const request = provider.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('tiny-model');
  });

  it('drops a rewrite that invents a number, and counts it', async () => {
    provider.behave((texts, res) =>
      reply(
        res,
        rewrites([
          [texts[0]!.id, 'Managed the billing service in Python, cutting costs by 40%'],
          [texts[1]!.id, 'Reduced invoice errors by 30%'],
        ]),
      ),
    );
    const body = suggestionsOf((await call()).body);
    expect(body.source).toBe('model');
    expect(body.rejected).toBe(1);
    const model = body.suggestions.filter((s) => s.kind === 'rewrite');
    expect(model.map((s) => s.after)).toEqual(['Reduced invoice errors by 30%']);
    expect(JSON.stringify(body)).not.toContain('40%');
  });

  it('drops rewrites that invent an employer or a date', async () => {
    provider.behave((texts, res) =>
      reply(res, rewrites([[texts[0]!.id, 'Managed the billing service in Python at Google since March']])),
    );
    const body = suggestionsOf((await call()).body);
    expect(body.rejected).toBe(1);
    expect(body.suggestions.filter((s) => s.kind === 'rewrite')).toEqual([]);
  });

  it('falls back to local suggestions when the model hangs past the timeout', async () => {
    provider.behave(() => {
      // Never answers.
    });
    const started = Date.now();
    const res = await call();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(200);
    const body = suggestionsOf(res.body);
    expect(body.source).toBe('local');
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.every((s) => s.kind !== 'rewrite')).toBe(true);
  });

  it('falls back silently on a provider error', async () => {
    provider.behave((_texts, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"boom"}');
    });
    const res = await call();
    expect(res.status).toBe(200);
    expect(suggestionsOf(res.body).source).toBe('local');
  });

  it('reads JSON wrapped in a code fence and ignores unknown ids and junk', async () => {
    provider.behave((texts, res) =>
      reply(
        res,
        'Here you go:\n```json\n' +
          JSON.stringify({
            rewrites: [
              { id: 'nope', text: 'Invented entry' },
              { id: texts[0]!.id, text: 42 },
              { id: texts[1]!.id, text: 'Reduced invoice errors by 30%' },
            ],
          }) +
          '\n```',
      ),
    );
    const body = suggestionsOf((await call()).body);
    expect(body.suggestions.filter((s) => s.kind === 'rewrite').map((s) => s.after)).toEqual([
      'Reduced invoice errors by 30%',
    ]);
  });

  it('answers only the requested paths', async () => {
    provider.behave((texts, res) =>
      reply(res, rewrites(texts.map((t) => [t.id, 'Reduced invoice errors by 30%']))),
    );
    const res = await api(server, 'POST', API.enhanceRewrite, {
      token,
      json: { resume: resume(), paths: ['experience.0.bullets.1'] },
    });
    const body = suggestionsOf(res.body);
    expect(body.suggestions.map((s) => s.path)).toEqual(['experience.0.bullets.1']);
    const sent = JSON.parse(
      (provider.requests.at(-1)!.body.messages as { content: string }[])[1]!.content,
    ) as {
      texts: unknown[];
    };
    expect(sent.texts).toHaveLength(1);
  });

  it('requires sign-in and a resume', async () => {
    expect((await api(server, 'POST', API.enhanceRewrite, { json: { resume: resume() } })).status).toBe(401);
    const bad = await api(server, 'POST', API.enhanceRewrite, { token, json: { resume: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'validation_failed' } });
  });
});

describe('POST /api/enhance/rewrite without a language model', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  it('answers the local suggestions', async () => {
    const token = await tokenFor(server, 'bo@example.com');
    const res = await api(server, 'POST', API.enhanceRewrite, { token, json: { resume: resume() } });
    expect(res.status).toBe(200);
    const body = suggestionsOf(res.body);
    expect(body).toMatchObject({ source: 'local', rejected: 0 });
    expect(body.suggestions.find((s) => s.kind === 'weak-opening')?.after).toBe(
      'Managed the billing service in Python',
    );
    expect((await api(server, 'GET', '/api/config')).body).toMatchObject({ enhanceModel: false });
  });
});
