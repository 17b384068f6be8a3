// Dev aid: `npx tsx sync-server/src/pages/testing/serveSamples.ts` starts the server on a temp data
// dir with one published sample portfolio per template and prints their addresses.
import { TEMPLATE_IDS } from '@folio/shared';
import { portfolioPath } from '../paths.js';
import { startTestServer } from '../../test/testServer.js';
import { seedPortfolio } from './seed.js';

const server = await startTestServer();
for (const templateId of TEMPLATE_IDS) {
  const p = await seedPortfolio(server, { templateId, email: `${templateId}@example.com` });
  process.stdout.write(`${server.url}${portfolioPath(templateId, p.id)}\n`);
}
process.stdout.write('ready\n');
const stop = () => void server.dispose().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
