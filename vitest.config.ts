import { defineConfig } from 'vitest/config';

// One run covers every workspace plus the browser journeys; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['shared', 'pwa', 'sync-server', 'parser-eval', 'scripts', 'e2e'],
  },
});
