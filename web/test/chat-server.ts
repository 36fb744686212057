// The web unit tests' stand-in for POST /api/chat, over real HTTP on 127.0.0.1: it answers each
// question with the state the question names, as the chat function (functions/src/chat/
// chat-trigger.ts) and Firebase Hosting's proxy send them, so the widget meets real status codes,
// headers and bodies. The end-to-end tests meet the function itself.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { errorBody } from '../../functions/src/http/errors';
// What the stand-in provides to the tests (its origin), typed for both sides.
import type {} from '../src/test/provided-context';

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers }).end(JSON.stringify(body));
}

const ANSWER = { reply: 'Here is what you can do.', sources: [], topics: [], mode: 'guide', lang: 'en', kind: 'answer', removed: [] };

export default async function setup(project: TestProject) {
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const question = (JSON.parse(raw) as { message: string }).message;
      switch (question) {
        case '429':
          return json(res, 429, errorBody('rate_limited', 'You have sent many messages. Please try again in 10 minutes.'), { 'retry-after': '600' });
        case '503':
          return json(res, 503, errorBody('unavailable', 'The assistant is busy right now. Please try again in a minute.'), { 'retry-after': '60' });
        case '500':
          return json(res, 500, errorBody('internal', 'Something went wrong on our side. Please try again.'));
        case '502':
          return json(res, 502, errorBody('upstream_error', 'The assistant could not answer right now. Please try again.'));
        case '504':
          // Hosting's proxy gives up after 60 s with a page of its own, not the function's JSON.
          return res.writeHead(504, { 'content-type': 'text/html' }).end('<html><body>Gateway Timeout</body></html>');
        case '413':
          return json(res, 413, errorBody('payload_too_large', 'The message is too long.'));
        case '400':
          return json(res, 400, errorBody('invalid_request', 'message: Required'));
        case 'no answer':
          // Held until the client gives up.
          return;
        case 'connection lost':
          return req.socket.destroy();
        default:
          return json(res, 200, ANSWER);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('chatServer', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
