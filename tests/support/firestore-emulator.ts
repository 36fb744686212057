/** Reads a document from the Firestore emulator as an administrator (rules do not apply). */
export async function firestoreDocument(project: string, path: string): Promise<Record<string, unknown> | null> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const response = await fetch(`http://${host}/v1/projects/${project}/databases/(default)/documents/${path}`, { headers: { authorization: 'Bearer owner' } });
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

/**
 * Runs `during` while the Firestore emulator is paused (SIGSTOP to its process group): connections
 * are accepted and never answered, as when Firestore stalls in production. Needs the emulator
 * started by scripts/firestore-emulator.mjs (FIRESTORE_EMULATOR_PGID); resumes it whatever happens.
 */
export async function withFirestoreStopped<T>(during: () => Promise<T>): Promise<T> {
  const group = Number(process.env.FIRESTORE_EMULATOR_PGID);
  if (!Number.isInteger(group) || group <= 0) throw new Error('FIRESTORE_EMULATOR_PGID is not set: run the suites with scripts/run-emulator-tests.mjs and no Firestore emulator already running.');
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
