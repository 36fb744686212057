import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Building an answerer (six search indexes and the topic classifier) takes about a second
    // here and over five on a busy 2-core machine: these bounds only stop a test that hangs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
