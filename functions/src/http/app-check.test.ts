import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCheckVerifier } from './app-check.js';

// The verifier reads its keys over real HTTP from a JWKS served on 127.0.0.1, as it reads
// Firebase's in production; the tokens are signed here the way App Check signs them.
const PROJECT_NUMBER = '123456789012';
let server: Server;
let jwksUrl: string;
let signing: CryptoKey;
let stranger: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signing = pair.privateKey;
  stranger = (await generateKeyPair('RS256')).privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'app-check-key', alg: 'RS256', use: 'sig' }] });
  server = createServer((req, res) => {
    if (req.url === '/v1/jwks') res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/jwks`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function token(overrides: { key?: CryptoKey; audience?: string[]; issuer?: string; expiresAt?: number; kid?: string } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: overrides.kid ?? 'app-check-key' })
    .setSubject('1:123456789012:web:abcdef')
    .setIssuer(overrides.issuer ?? `https://firebaseappcheck.googleapis.com/${PROJECT_NUMBER}`)
    .setAudience(overrides.audience ?? [`projects/${PROJECT_NUMBER}`, 'projects/newcomers-prod'])
    .setIssuedAt(now - 60)
    .setExpirationTime(overrides.expiresAt ?? now + 3600)
    .sign(overrides.key ?? signing);
}

describe('the App Check verifier', () => {
  it('accepts a token signed by a key of the set, for this project, not expired, and names the app', async () => {
    const verifier = createAppCheckVerifier({ projectNumber: PROJECT_NUMBER, jwksUrl });
    expect(await verifier.verify(await token())).toEqual({ ok: true, appId: '1:123456789012:web:abcdef' });
  });

  it.each<[string, () => Promise<string | undefined>, string]>([
    ['no token', async () => undefined, 'missing'],
    ['an expired token', () => token({ expiresAt: Math.floor(Date.now() / 1000) - 600 }), 'expired'],
    ['a token for another project', () => token({ audience: ['projects/999999999999'] }), 'wrong_audience'],
    ['a token from another issuer', () => token({ issuer: 'https://securetoken.google.com/newcomers-prod' }), 'wrong_issuer'],
    ['a token signed with another key under the same key id', () => token({ key: stranger }), 'bad_signature'],
    ['a token naming a key the set does not have', () => token({ key: stranger, kid: 'unknown' }), 'bad_signature'],
    ['text that is not a token', async () => 'not-a-jwt', 'malformed'],
  ])('refuses %s', async (_, make, reason) => {
    const verifier = createAppCheckVerifier({ projectNumber: PROJECT_NUMBER, jwksUrl });
    expect(await verifier.verify(await make())).toEqual({ ok: false, reason });
  });

  it('refuses, and says the keys are unavailable, when the key set cannot be fetched', async () => {
    const verifier = createAppCheckVerifier({ projectNumber: PROJECT_NUMBER, jwksUrl: jwksUrl.replace('/v1/jwks', '/missing'), timeoutMs: 2000 });
    expect(await verifier.verify(await token())).toEqual({ ok: false, reason: 'keys_unavailable' });
  });
});
