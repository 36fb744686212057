// npm start: the whole product on the emulators, under a demo project (no login, no keys).
import { DEV_PROJECT, emulatorEnv, firebaseBin, run } from './firebase-env.mjs';
import { loadFirestoreRules, startFirestoreEmulator } from './firestore-emulator.mjs';

const firestore = await startFirestoreEmulator();
if (firestore.external) await loadFirestoreRules(DEV_PROJECT);
console.log(`\nFirestore: ${firestore.description} (chat counters).`);
console.log(`Starting the emulators. Open http://127.0.0.1:5000 when "All emulators ready" appears.\n`);
const code = await run(process.execPath, [firebaseBin, 'emulators:start', '--only', firestore.emulators, '--project', DEV_PROJECT], {
  env: emulatorEnv(firestore.env),
});
firestore.stop();
process.exit(code);
