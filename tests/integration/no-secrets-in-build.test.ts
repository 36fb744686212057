import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeHTML } from 'entities';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_OPENAI_KEY, TEST_YOUTUBE_KEY } from '../support/endpoints';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('the built site', () => {
  it.each([
    ['the emulator build', 'emulator', {}],
    // The production build, with a stand-in for the public web config a deployer puts in web/.env.production.
    ['the production build', 'production', { VITE_FIREBASE_API_KEY: 'public-web-api-key', VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com', VITE_FIREBASE_PROJECT_ID: 'example', VITE_FIREBASE_APP_ID: '1:2:web:3' }],
  ] as const)('%s contains neither the server\'s keys nor any sk- key, while the server has them configured', (_name, mode, publicConfig) => {
    // This process runs inside the emulators with the fake keys in its environment.
    expect(process.env.OPENAI_API_KEY).toBe(TEST_OPENAI_KEY);
    execFileSync(process.execPath, [join(dirname(require.resolve('vite/package.json')), 'bin/vite.js'), 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: join(here, '../../web'),
      env: { ...process.env, ...publicConfig },
      stdio: 'inherit',
    });
    const built = files(outDir);
    expect(built.some((path) => path.endsWith('.js'))).toBe(true);
    for (const path of built) {
      const text = readFileSync(path, 'latin1');
      expect(text, path).not.toContain(TEST_OPENAI_KEY);
      expect(text, path).not.toContain(TEST_YOUTUBE_KEY);
      expect(text, path).not.toMatch(/sk-[A-Za-z0-9_-]{16,}/);
      expect(text, path).not.toMatch(/AIza[0-9A-Za-z_-]{35}/);
    }
    // Only the emulator build may connect to the local Auth emulator.
    const csp = decodeHTML(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'))?.[1] ?? '');
    expect(csp).toContain("default-src 'self'");
    if (mode === 'production') expect(csp).not.toMatch(/127\.0\.0\.1|localhost|:9099/);
    else expect(csp).toContain('http://127.0.0.1:9099');
  });
});
