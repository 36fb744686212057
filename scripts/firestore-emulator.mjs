// Firestore emulator for local runs and tests. firebase-tools 15 will not start it on Java 17
// and would download its JAR (impossible offline), so we run the emulator that Google's Cloud
// SDK ships on this machine image directly. The functions find it through
// FIRESTORE_EMULATOR_HOST, which the Functions emulator passes on to them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

export const FIRESTORE_HOST = '127.0.0.1';
export const FIRESTORE_PORT = 8080;
const BINARY = process.env.FIRESTORE_EMULATOR_BIN ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

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
 * Starts the emulator (or reuses one already listening) and resolves once it accepts
 * connections. Returns a function that stops what this call started.
 * @returns {Promise<() => void>}
 */
export async function startFirestoreEmulator() {
  if (await isListening(FIRESTORE_PORT)) return () => {};
  if (!existsSync(BINARY)) {
    throw new Error(`The Cloud Firestore emulator is missing at ${BINARY}. Set FIRESTORE_EMULATOR_BIN to its path (see the README).`);
  }
  // Its own process group: the launcher script starts Java as a child, and both must stop.
  const child = spawn(BINARY, ['start', `--host=${FIRESTORE_HOST}`, `--port=${FIRESTORE_PORT}`], { stdio: 'ignore', detached: true });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const stop = () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  const deadline = Date.now() + 60_000;
  while (!(await isListening(FIRESTORE_PORT))) {
    if (exited) throw new Error('The Firestore emulator exited during start-up.');
    if (Date.now() > deadline) {
      stop();
      throw new Error('The Firestore emulator did not start within 60 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return stop;
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

export const firestoreEnv = { FIRESTORE_EMULATOR_HOST: `${FIRESTORE_HOST}:${FIRESTORE_PORT}` };
