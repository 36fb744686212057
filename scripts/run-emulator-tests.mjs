// The integration and end-to-end suites, each inside the emulators it needs:
//  1. project demo-newcomers-test, with fake keys: the functions talk to YouTube- and
//     OpenAI-protocol servers that the tests run on 127.0.0.1.
//  2. project demo-newcomers, with no keys, exactly as `npm start` runs: the embedded answers
//     and the whole site in real Chromium.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { DEV_PROJECT, TEST_PROJECT, emulatorEnv, firebaseBin, run } from './firebase-env.mjs';
import { clearFirestore, loadFirestoreRules, startFirestoreEmulator } from './firestore-emulator.mjs';

const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
// e.g. `integration` or `e2e` to run one suite; any other argument is a test-file filter for vitest
// (`node scripts/run-emulator-tests.mjs integration chat-crisis`).
const SUITE_NAMES = ['integration', 'e2e'];
const only = process.argv.slice(2).filter((arg) => SUITE_NAMES.includes(arg));
const filters = process.argv.slice(2).filter((arg) => !SUITE_NAMES.includes(arg));

// A developer's own keys (.secret.local) and param overrides (.env.local) take precedence over
// the test values: set them aside while the suites run, and put them back afterwards.
const localFiles = ['functions/.secret.local', 'functions/.env.local'].filter((file) => existsSync(file));
for (const file of localFiles) renameSync(file, `${file}.parked-by-tests`);
process.on('exit', () => {
  for (const file of localFiles) if (existsSync(`${file}.parked-by-tests`)) renameSync(`${file}.parked-by-tests`, file);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/**
 * @param {string} project
 * @param {string[]} projects
 * @param {NodeJS.ProcessEnv} env
 * @param {string} logFile
 */
function inEmulators(project, projects, env, logFile) {
  const command = [process.execPath, vitest, 'run', ...projects.flatMap((p) => ['--project', p]), ...filters].map((part) => JSON.stringify(part)).join(' ');
  return run(process.execPath, [firebaseBin, 'emulators:exec', '--only', firestore.emulators, '--project', project, command], {
    env: { ...env, EMULATOR_LOG_FILE: logFile },
    logFile,
  });
}

const firestore = await startFirestoreEmulator();
// A Firestore emulator that outlives the suites may hold counters from earlier runs.
if (firestore.external) await Promise.all([TEST_PROJECT, DEV_PROJECT].map(clearFirestore));
// The browsers in the end-to-end tests meet the same rules as in production.
if (firestore.external) await Promise.all([TEST_PROJECT, DEV_PROJECT].map((project) => loadFirestoreRules(project)));
// firestore.env names the emulator's process group when this script started it: the suites may
// pause it (a database that stops answering).
const { OPENAI_API_KEY: _openai, YOUTUBE_API_KEY: _youtube, ...baseEnv } = emulatorEnv(firestore.env);
const suites = [
  {
    name: 'integration',
    project: TEST_PROJECT,
    projects: ['integration'],
    env: {
      ...baseEnv,
      // Fake values: they only ever reach the servers the tests run on 127.0.0.1.
      OPENAI_API_KEY: 'test-openai-key-for-integration',
      YOUTUBE_API_KEY: 'test-youtube-key-for-integration',
    },
  },
  { name: 'e2e', project: DEV_PROJECT, projects: ['nokey', 'e2e'], env: baseEnv },
].filter((suite) => only.length === 0 || only.includes(suite.name));

let failed = 0;
for (const suite of suites) {
  console.log(`\n=== ${suite.name}: emulators for ${suite.project} ===\n`);
  // The emulators' output, functions' logs included, is also kept in a file the tests read
  // (for example to prove that nothing a visitor typed reaches the logs).
  mkdirSync('.emulator-logs', { recursive: true });
  const code = await inEmulators(suite.project, suite.projects, suite.env, resolve(`.emulator-logs/${suite.name}.log`));
  if (code !== 0) {
    failed += 1;
    console.error(`\n${suite.name} failed (exit ${code})`);
  }
}
firestore.stop();
console.log(`\nemulator suites: ${suites.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
