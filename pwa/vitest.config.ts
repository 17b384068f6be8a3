import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'pwa',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['fake-indexeddb/auto'],
  },
});
