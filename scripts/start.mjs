// npm start: the whole product on the emulators, under a demo project (no login, no keys).
import { DEV_PROJECT, EMULATORS, emulatorEnv, firebaseBin, run } from './firebase-env.mjs';
import { firestoreEnv, startFirestoreEmulator } from './firestore-emulator.mjs';

const stopFirestore = await startFirestoreEmulator();
console.log(`\nFirestore emulator on ${firestoreEnv.FIRESTORE_EMULATOR_HOST} (chat rate-limit counters).`);
console.log(`Starting the emulators. Open http://127.0.0.1:5000 when "All emulators ready" appears.\n`);
const code = await run(process.execPath, [firebaseBin, 'emulators:start', '--only', EMULATORS, '--project', DEV_PROJECT], {
  env: emulatorEnv(firestoreEnv),
});
stopFirestore();
process.exit(code);
