import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onApiRequest, STRICT_TRANSPORT_SECURITY } from './on-api-request.js';
import { sendError } from './errors.js';

// The function as Cloud Run's Functions Framework serves it: inside an Express app, which adds
// "X-Powered-By: Express" before the handler runs. (Through the emulators the Functions emulator's
// own Express hub adds it again in front of the function, so this layer is tested here.)
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.all('/{*path}', onApiRequest({}, (_req, res) => sendError(res, 404, 'not_found', 'There is no such API endpoint.')));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('an API function', () => {
  it('asks for HTTPS only and does not name its server software', async () => {
    const response = await fetch(`${base}/api/anything`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'There is no such API endpoint.' } });
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
