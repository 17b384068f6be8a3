// Lighthouse (mobile, simulated throttling) on the app's own screens: the landing page, sign-in and
// the dashboard of a signed-in person with one portfolio. Target ≥ 95 in each category (issue 14).
//   node scripts/bench/lighthouseApp.mjs [--runs N] [--save DIR]   (needs npm run build first;
//   --save writes each run's full Lighthouse report to DIR as JSON)
import { printLighthouse, runLighthouse, TARGET } from './lighthouse.mjs';
import { publishSample, sampleResume, startBenchServer } from './samples.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) || 1 : 1;
const saveArg = process.argv.indexOf('--save');
const saveDir = saveArg > 0 ? (process.argv[saveArg + 1] ?? null) : null;
const server = await startBenchServer();
try {
  const email = 'lighthouse@example.com';
  await publishSample(server, email, 'Kyoto', sampleResume());
  const token = server.tokenFor(email);
  const me = await (
    await fetch(`${server.origin}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const open = await runLighthouse([`${server.origin}/`, `${server.origin}/login`], { runs, saveDir });
  const signedIn = await runLighthouse([`${server.origin}/dashboard`], {
    runs,
    saveDir,
    localStorage: { authToken: token, authUser: JSON.stringify(me.user) },
  });
  const rows = [...open, ...signedIn].map((r) => ({ ...r, template: new URL(r.url).pathname }));
  console.log(`\nLighthouse 12 (mobile, median of ${runs} run${runs > 1 ? 's' : ''}) on the app's screens`);
  printLighthouse(rows);
  process.exitCode = rows.every((r) => Object.values(r.scores).every((s) => s >= TARGET)) ? 0 : 1;
} finally {
  await server.stop();
}
