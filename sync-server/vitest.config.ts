import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sync-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Integration tests start real servers and parse real PDFs; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
