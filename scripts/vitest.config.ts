import { defineProject } from 'vitest/config';

// The project's own tooling (the lint rule against import cycles).
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.mjs'],
  },
});
