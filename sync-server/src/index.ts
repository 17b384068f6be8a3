import http from 'node:http';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { guardedServerOptions, limitConnectionsPerAddress } from './http/connectionGuard.js';
import { log } from './log.js';
import { warmParser } from './parse/parsePdf.js';
import { DbFormatError } from './storage/dbSchema.js';
import { DataDirInUseError } from './storage/locks.js';
import { DatabaseVersionError } from './storage/postgres/migrate.js';

/** How long in-flight requests get to finish on SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const folio = await createApp(config);
  const server = http.createServer(guardedServerOptions(), folio.listener);
  limitConnectionsPerAddress(server, config);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  log.info(`Folio listening on ${config.publicUrl}`);
  void warmParser();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`Received ${signal}, shutting down`);
    // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    closed
      .then(() => folio.close())
      .then(() => {
        clearTimeout(force);
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error('Shutdown failed', { error });
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DbFormatError ||
    error instanceof DatabaseVersionError
  ) {
    log.error(error.message);
  } else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    log.error(`The port is already in use: ${error.message}. Set PORT to a free port.`);
  } else {
    log.error('Folio failed to start', { error });
  }
  process.exit(1);
});
