import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['functions/vitest.config.ts', 'web/vitest.config.ts', 'tests/vitest.config.ts'],
  },
});
