import { createServer, type Server, type Socket } from 'node:net';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineError, withDeadline } from '../lib/deadline.js';
import { createFirestoreModelBudget } from './model-budget.js';
import { createFirestoreRateLimiter } from './rate-limit-store.js';

// Servers on 127.0.0.1 that accept Firestore's connection, read what the client sends and never
// answer: a stalled Firestore, reached through the real Admin SDK client. The deadline runs on the
// test's clock, so the test neither spends it nor depends on the machine's speed.
const servers: Server[] = [];
const sockets = new Set<Socket>();
const apps: App[] = [];

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  for (const server of servers) server.close();
  await Promise.all(apps.map((app) => deleteApp(app)));
});

/**
 * A Firestore client on a stalled server of its own (the gRPC client shares one connection per
 * address), and a promise that the client's first bytes have reached that server.
 */
async function stalledFirestore(): Promise<{ db: Firestore; reached: Promise<void> }> {
  let received!: () => void;
  const reached = new Promise<void>((resolve) => (received = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => received());
    socket.on('error', () => undefined);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const app = initializeApp({ projectId: 'demo-stalled' }, `stalled-firestore-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  db.settings({ host: `127.0.0.1:${(server.address() as { port: number }).port}`, ssl: false, customHeaders: { Authorization: 'Bearer owner' } });
  return { db, reached };
}

/** Runs `work` under a 1 s deadline and tells how it stands 1 ms before the deadline and at it. */
async function atTheDeadline(work: (db: Firestore) => Promise<unknown>, label: string) {
  const { db, reached } = await stalledFirestore();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  let settled: unknown = 'pending';
  void withDeadline(work(db), 1000, label).then(
    (value) => (settled = value),
    (error: unknown) => (settled = error),
  );
  // The client did reach the stalled server: the wait is Firestore's, not a local failure.
  await reached;
  await vi.advanceTimersByTimeAsync(999);
  const before = settled;
  await vi.advanceTimersByTimeAsync(1);
  return { before, at: settled };
}

describe('a stalled Firestore', () => {
  it('makes the rate limiter give up at the deadline instead of hanging the request', async () => {
    const limits = { anonymousPerHour: 30, unverifiedPerHour: 30, verifiedPerHour: 120, perAddressPerHour: 30 };
    const { before, at } = await atTheDeadline((db) => createFirestoreRateLimiter(db, limits).consume({ kind: 'ip', ip: '198.51.100.7' }), 'rate limiter');
    expect(before).toBe('pending');
    expect(at).toBeInstanceOf(DeadlineError);
  });

  it('makes the model budget give up at the deadline too', async () => {
    const { before, at } = await atTheDeadline((db) => createFirestoreModelBudget(db, 100).tryConsume(), 'model budget');
    expect(before).toBe('pending');
    expect(at).toBeInstanceOf(DeadlineError);
  });
});
