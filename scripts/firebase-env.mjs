// Shared by the start and test scripts: how the Firebase CLI is run here.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const DEV_PROJECT = 'demo-newcomers';
export const TEST_PROJECT = 'demo-newcomers-test';

/** The CLI from node_modules, so no global install is needed. */
export const firebaseBin = require.resolve('firebase-tools/lib/bin/firebase.js');

/**
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function emulatorEnv(extra = {}) {
  return {
    ...process.env,
    // No metadata server exists off Google Cloud: do not wait for one.
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // Loading the functions' code to list them takes a few seconds; on a busy 2-core machine it
    // took more than the CLI's default 10 s, and the emulator then started with no functions.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    // As on Cloud Functions: the platform's own error pages (a request body that is not JSON
    // is refused before our code runs) then carry no stack trace.
    NODE_ENV: 'production',
    ...extra,
  };
}

/**
 * Runs a command, inheriting stdio; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { logFile?: string }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  const { logFile, ...spawnOptions } = options;
  return new Promise((resolve) => {
    // With a log file, the output goes both to the console and to the file (tests read it).
    const child = spawn(command, args, { stdio: logFile ? ['inherit', 'pipe', 'pipe'] : 'inherit', ...spawnOptions });
    if (logFile) {
      const file = createWriteStream(logFile, { flags: 'w' });
      child.stdout?.on('data', (chunk) => {
        process.stdout.write(chunk);
        file.write(chunk);
      });
      child.stderr?.on('data', (chunk) => {
        process.stderr.write(chunk);
        file.write(chunk);
      });
      child.on('exit', () => file.end());
    }
    /** @param {NodeJS.Signals} signal */
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
