// `npm run dev`: the server under tsx watch (port 8787) and Vite's dev server with hot reload
// (port 5173, proxying /api, /oidc, /auth and /portfolio to the server). Ctrl-C stops both.
// DEV_ORIGINS lets Vite's origin receive sign-in responses and call the token endpoint; the server
// never allows it unless asked, so only this script does.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'sync-server/src/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', DEV_ORIGINS: 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'pwa'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
