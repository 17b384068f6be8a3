import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (req: SeenRequest) => { status: number; body?: unknown; delayMs?: number } | 'hang';

/**
 * A real HTTP server on 127.0.0.1 standing in for the sync-server's documented API in unit tests
 * of the client (the real server lives in another workspace, which the PWA must not import). It
 * answers CORS so happy-dom's fetch accepts its responses.
 */
export async function startTestServer(handler: Handler) {
  const seen: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'authorization, content-type, accept');
      res.setHeader('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.end();
        return;
      }
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const answer = handler(request);
      if (answer === 'hang') return;
      const send = () => {
        res.statusCode = answer.status;
        if (answer.body !== undefined) {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(answer.body));
        } else res.end();
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // listen() on a TCP port always yields an AddressInfo.
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
