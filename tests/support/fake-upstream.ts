import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  /** When the request had arrived in full (Date.now()). */
  receivedAt: number;
}

export type Behaviour = (req: RecordedRequest, res: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 that records what it receives and answers with whatever
 * the current test sets: the functions reach it through their real clients.
 */
export async function startFakeUpstream(port: number, initial: Behaviour) {
  const requests: RecordedRequest[] = [];
  let behaviour = initial;
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', `http://127.0.0.1:${port}`),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      requests.push(recorded);
      behaviour(recorded, res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    set(next: Behaviour) {
      behaviour = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const respond = {
  json: (status: number, body: unknown, headers: Record<string, string> = {}): Behaviour => (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  },
  text: (status: number, body: string, contentType = 'application/json'): Behaviour => (_req, res) => {
    res.writeHead(status, { 'content-type': contentType }).end(body);
  },
  /** Never answers: the client's timeout must fire. */
  hang: (): Behaviour => () => {},
  /** Drops the connection without an HTTP answer. */
  reset: (): Behaviour => (_req, res) => {
    res.socket?.destroy();
  },
};
