import { createServer, type Server, type Socket } from 'node:net';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineError, withDeadline } from '../lib/deadline.js';
import { createFirestoreModelBudget } from './model-budget.js';
import { createFirestoreRateLimiter } from './rate-limit-store.js';

// A server on 127.0.0.1 that accepts Firestore's connection and never answers: a stalled
// Firestore, reached through the real Admin SDK client.
let server: Server;
let app: App;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  app = initializeApp({ projectId: 'demo-stalled' }, 'stalled-firestore');
  const db = getFirestore(app);
  db.settings({ host: `127.0.0.1:${port}`, ssl: false, customHeaders: { Authorization: 'Bearer owner' } });
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  server.close();
  await deleteApp(app);
});

describe('a stalled Firestore', () => {
  it('makes the rate limiter give up at the deadline instead of hanging the request', async () => {
    const limiter = createFirestoreRateLimiter(getFirestore(app), { anonymousPerHour: 30, unverifiedPerHour: 30, verifiedPerHour: 120, perAddressPerHour: 30 });
    const error = await withDeadline(limiter.consume({ kind: 'ip', ip: '198.51.100.7' }), 1000, 'rate limiter').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    // The client did reach the stalled server: the wait was Firestore's, not a local failure.
    expect(sockets.size).toBeGreaterThan(0);
  });

  it('makes the model budget give up at the deadline too', async () => {
    const budget = createFirestoreModelBudget(getFirestore(app), 100);
    const error = await withDeadline(budget.tryConsume(), 1000, 'model budget').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
  });
});
