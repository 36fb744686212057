// The Cloud Firestore emulator for local runs, tests, the benchmark and the budget. Which one:
//   1. the Cloud SDK's emulator, found through FIRESTORE_EMULATOR_BIN or an installed gcloud:
//      it runs on Java 17, and this script starts it on 127.0.0.1:8080;
//   2. otherwise firebase-tools' own (declared in firebase.json), which needs Java 21 or later;
//   3. otherwise stop and say what to install.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, dirname, join } from 'node:path';

export const FIRESTORE_HOST = '127.0.0.1';
export const FIRESTORE_PORT = 8080;
const BASE_EMULATORS = 'auth,functions,hosting';
const SDK_EMULATOR = join('platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator');

export const NO_EMULATOR_MESSAGE = [
  'No Cloud Firestore emulator can run here. Install one of:',
  '  - Java 21 or later (then firebase-tools runs its own Firestore emulator), or',
  '  - the Cloud SDK emulator: `gcloud components install cloud-firestore-emulator`',
  '    (or set FIRESTORE_EMULATOR_BIN to its cloud_firestore_emulator script).',
].join('\n');

/**
 * @typedef {{ kind: 'cloud-sdk', binary: string } | { kind: 'firebase-tools' } | { kind: 'none', message: string }} FirestoreChoice
 * @typedef {{ emulatorBin?: string, gcloudPath?: string, javaMajor?: number, exists: (path: string) => boolean }} Probe
 */

/**
 * The choice, as plain logic over what was found on the machine.
 * @param {Probe} probe
 * @returns {FirestoreChoice}
 */
export function chooseFirestoreEmulator(probe) {
  if (probe.emulatorBin && probe.exists(probe.emulatorBin)) return { kind: 'cloud-sdk', binary: probe.emulatorBin };
  if (probe.gcloudPath) {
    // gcloud lives in <sdk root>/bin/gcloud; the emulator component sits under the same root.
    const binary = join(dirname(dirname(probe.gcloudPath)), SDK_EMULATOR);
    if (probe.exists(binary)) return { kind: 'cloud-sdk', binary };
  }
  if ((probe.javaMajor ?? 0) >= 21) return { kind: 'firebase-tools' };
  return { kind: 'none', message: probe.emulatorBin ? `FIRESTORE_EMULATOR_BIN points at ${probe.emulatorBin}, which does not exist.\n${NO_EMULATOR_MESSAGE}` : NO_EMULATOR_MESSAGE };
}

/** @param {string} name */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return realpathSync(candidate);
  }
  return undefined;
}

/** The major version of `java` on the PATH, if any (it prints its version to stderr). */
export function javaMajorVersion() {
  try {
    const output = execFileSync('java', ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return parseJavaMajor(output);
  } catch (error) {
    const stderr = /** @type {{ stderr?: string }} */ (error).stderr;
    return stderr ? parseJavaMajor(stderr) : undefined;
  }
}

/** @param {string} text e.g. `openjdk version "17.0.15" 2025-04-15` or `java version "1.8.0_381"` */
export function parseJavaMajor(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

function probeMachine() {
  return { emulatorBin: process.env.FIRESTORE_EMULATOR_BIN, gcloudPath: onPath('gcloud'), javaMajor: javaMajorVersion(), exists: existsSync };
}

/** @param {number} port */
function isListening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: FIRESTORE_HOST, port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Makes a Firestore emulator available: starts the Cloud SDK's (or reuses one already
 * listening), or leaves it to firebase-tools. Returns the emulators to pass to `--only`, the
 * environment for the functions, and a function that stops what this call started.
 * When this call starts the emulator, `env` also names its process group (FIRESTORE_EMULATOR_PGID), so
 * that a test can pause it (SIGSTOP) to see what the functions do when Firestore stops answering.
 * @returns {Promise<{ emulators: string, env: Record<string, string>, description: string, external: boolean, stop: () => void }>}
 */
export async function startFirestoreEmulator() {
  const env = { FIRESTORE_EMULATOR_HOST: `${FIRESTORE_HOST}:${FIRESTORE_PORT}` };
  if (await isListening(FIRESTORE_PORT)) {
    return { emulators: BASE_EMULATORS, env, description: `the Firestore emulator already running on ${env.FIRESTORE_EMULATOR_HOST}`, external: true, stop: () => {} };
  }
  const choice = chooseFirestoreEmulator(probeMachine());
  if (choice.kind === 'none') {
    console.error(`\n${choice.message}\n`);
    process.exit(1);
  }
  if (choice.kind === 'firebase-tools') {
    return { emulators: `${BASE_EMULATORS},firestore`, env: {}, description: "firebase-tools' Firestore emulator (Java 21+)", external: false, stop: () => {} };
  }
  // Its own process group: the launcher script starts Java as a child, and both must stop.
  const child = spawn(choice.binary, ['start', `--host=${FIRESTORE_HOST}`, `--port=${FIRESTORE_PORT}`], { stdio: 'ignore', detached: true });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const stop = () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
      // A test may have paused it (SIGSTOP): a stopped process acts on SIGTERM only once continued.
      process.kill(-child.pid, 'SIGCONT');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  const deadline = Date.now() + 60_000;
  while (!(await isListening(FIRESTORE_PORT))) {
    if (exited) throw new Error(`The Firestore emulator (${choice.binary}) exited during start-up.`);
    if (Date.now() > deadline) {
      stop();
      throw new Error('The Firestore emulator did not start within 60 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const started = child.pid === undefined ? env : { ...env, FIRESTORE_EMULATOR_PGID: String(child.pid) };
  return { emulators: BASE_EMULATORS, env: started, description: `the Cloud SDK's Firestore emulator on ${env.FIRESTORE_EMULATOR_HOST}`, external: true, stop };
}

/**
 * Deletes every document of a project in the emulator, so counters from an earlier run
 * (or from `npm start`) do not leak into tests.
 * @param {string} projectId
 */
export async function clearFirestore(projectId) {
  const response = await fetch(`http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear the Firestore emulator: HTTP ${response.status}`);
}

/**
 * Loads firestore.rules into the emulator for a project, as `firebase deploy` does in
 * production (firebase-tools does this itself only for the Firestore emulator it starts).
 * Without it the Cloud SDK's emulator would let every browser read and write anything.
 * @param {string} projectId
 * @param {string} [rulesFile]
 */
export async function loadFirestoreRules(projectId, rulesFile = 'firestore.rules') {
  const content = readFileSync(rulesFile, 'utf8');
  const response = await fetch(`http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: rulesFile, content }] } }),
  });
  if (!response.ok) throw new Error(`Could not load ${rulesFile} into the Firestore emulator: HTTP ${response.status} ${await response.text()}`);
}
