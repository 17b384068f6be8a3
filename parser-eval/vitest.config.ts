import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'parser-eval',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Each test parses a whole set of real PDFs; give them room on a 2-core machine.
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
