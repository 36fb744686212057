import { defineConfig } from 'vitest/config';

// Against the emulators, on a busy 2-core machine one request can take seconds (the Functions
// emulator starts a runtime process per concurrent request). The tests wait for what they assert
// (expect.poll, locators); these bounds only stop a test that hangs.
const EMULATOR_WAITS = { testTimeout: 120_000, hookTimeout: 120_000, expect: { poll: { timeout: 30_000, interval: 100 } } };

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
          ...EMULATOR_WAITS,
        },
      },
      {
        // Against the emulators as `npm start` runs them: no keys (project demo-newcomers).
        test: {
          name: 'nokey',
          include: ['tests/nokey/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          ...EMULATOR_WAITS,
        },
      },
      {
        // Real Chromium, driven by playwright-core, against the Hosting emulator.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          ...EMULATOR_WAITS,
        },
      },
    ],
  },
});
