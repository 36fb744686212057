import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'functions/vitest.config.ts',
      'web/vitest.config.ts',
      {
        // The content build and the other repository scripts.
        test: { name: 'tools', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        // Over HTTP against the emulators with fake upstream servers (project demo-newcomers-test).
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Against the emulators as `npm start` runs them: no keys (project demo-newcomers).
        test: {
          name: 'nokey',
          include: ['tests/nokey/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        // Real Chromium, driven by playwright-core, against the Hosting emulator.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
