import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, PWA_DIST, REPO_ROOT, SERVER_BUNDLE } from './paths.js';

/**
 * Builds the app once for all browser tests, exactly as `npm start` does, so the journeys exercise
 * the production bundle and the real service worker. FOLIO_E2E_SKIP_BUILD=1 reuses an existing build
 * while iterating on a test.
 */
export default function setup(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y --no-install-recommends chromium`,
    );
  }
  const reuse = process.env.FOLIO_E2E_SKIP_BUILD === '1' && existsSync(SERVER_BUNDLE) && existsSync(PWA_DIST);
  if (reuse) return;
  // flock keeps two developers' test runs on one machine from building into the same dist at once.
  execFileSync('flock', ['/tmp/folio-build.lock', 'npm', 'run', 'build', '--silent'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}
