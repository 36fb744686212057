const documentUrl = (project: string, path: string) =>
  `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${project}/databases/(default)/documents/${path}`;

/** Reads a document from the Firestore emulator as an administrator (rules do not apply). */
export async function firestoreDocument(project: string, path: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(documentUrl(project, path), { headers: { authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Firestore read failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { fields?: Record<string, FirestoreValue> };
  return Object.fromEntries(Object.entries(body.fields ?? {}).map(([key, value]) => [key, plain(value)]));
}

type FirestoreValue = {
  stringValue?: string;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  arrayValue?: { values?: FirestoreValue[] };
  mapValue?: { fields?: Record<string, FirestoreValue> };
};

function plain(value: FirestoreValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.mapValue) return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([key, inner]) => [key, plain(inner)]));
  return null;
}

/** Deletes a document from the Firestore emulator as an administrator. */
export async function deleteFirestoreDocument(project: string, path: string): Promise<void> {
  const response = await fetch(documentUrl(project, path), { method: 'DELETE', headers: { authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Firestore delete failed: ${response.status} ${await response.text()}`);
}

/**
 * The Firestore emulator's process group when scripts/run-emulator-tests.mjs started it;
 * undefined when the emulator was already running or firebase-tools runs its own.
 */
export function firestoreProcessGroup(): number | undefined {
  const group = Number(process.env.FIRESTORE_EMULATOR_PGID);
  return Number.isInteger(group) && group > 0 ? group : undefined;
}

/**
 * Runs `during` while the Firestore emulator is paused (SIGSTOP to its process group): connections
 * are accepted and never answered, as when Firestore stalls in production.
 */
export async function withFirestoreStalled<T>(group: number, during: () => Promise<T>): Promise<T> {
  const resume = () => process.kill(-group, 'SIGCONT');
  // Resumed whatever happens: when `during` ends, when the test process exits (a test that times
  // out never reaches its finally), and after a minute at most.
  process.once('exit', resume);
  const limit = setTimeout(resume, 60_000);
  process.kill(-group, 'SIGSTOP');
  try {
    return await during();
  } finally {
    clearTimeout(limit);
    process.off('exit', resume);
    resume();
  }
}

/** withFirestoreStalled for suites that need the pause: fails plainly when it cannot be done. */
export function withFirestoreStopped<T>(during: () => Promise<T>): Promise<T> {
  const group = firestoreProcessGroup();
  if (group === undefined) throw new Error('FIRESTORE_EMULATOR_PGID is not set: run the suites with scripts/run-emulator-tests.mjs and no Firestore emulator already running.');
  return withFirestoreStalled(group, during);
}
