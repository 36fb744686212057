// npm start: the whole product on the emulators, under a demo project (no login, no keys).
import { DEV_PROJECT, EMULATORS, emulatorEnv, firebaseBin, run } from './firebase-env.mjs';

console.log(`\nStarting the emulators. Open http://127.0.0.1:5000 when "All emulators ready" appears.\n`);
const code = await run(process.execPath, [firebaseBin, 'emulators:start', '--only', EMULATORS, '--project', DEV_PROJECT], {
  env: emulatorEnv(),
});
process.exit(code);
