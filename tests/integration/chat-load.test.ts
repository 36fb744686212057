import { describe, expect, it } from 'vitest';
import { HOSTING } from '../support/endpoints';

// functions/.env.demo-newcomers-test: 20 messages an hour per anonymous visitor.
const ALLOWANCE = 20;
const VISITORS = 40;
const REQUESTS = 1000;
const CONCURRENCY = 20;
// What Google's front end appends after the visitor's own address (see clientIp()).
const FRONT_END = '35.191.0.1';

interface Visitor {
  address: string;
  forges: boolean;
}

/** A bounded loopback load: 1,000 requests, 20 at a time, some visitors forging their headers. */
describe('chat under load', () => {
  it('serves 1,000 requests from 20 concurrent clients with no 5xx, capping every visitor exactly at the allowance', async () => {
    const run = Date.now().toString(36);
    const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, i) => ({ address: `2001:db8:${run.slice(-4)}:${(0x100 + i).toString(16)}::1`, forges: i % 2 === 0 }));
    const queue = Array.from({ length: REQUESTS }, (_, i) => visitors[i % VISITORS]!);
    const statuses = new Map<Visitor, number[]>(visitors.map((visitor) => [visitor, []]));
    const latencies: number[] = [];
    let sent = 0;
    let forged = 0;

    async function client() {
      while (sent < queue.length) {
        const visitor = queue[sent]!;
        sent += 1;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (visitor.forges) {
          // A fresh forged value every time, where a client can write: the left of X-Forwarded-For and Fastly-Client-IP.
          const fake = `203.0.113.${sent % 250}`;
          headers['x-forwarded-for'] = `${fake}, 198.51.100.${sent % 250}, ${visitor.address}, ${FRONT_END}`;
          headers['fastly-client-ip'] = fake;
          forged += 1;
        } else {
          headers['x-forwarded-for'] = `${visitor.address}, ${FRONT_END}`;
        }
        const started = performance.now();
        const response = await fetch(`${HOSTING}/api/chat`, { method: 'POST', headers, body: JSON.stringify({ message: 'where can i learn english' }) });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses.get(visitor)!.push(response.status);
      }
    }
    const started = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    const seconds = (Date.now() - started) / 1000;

    const all = [...statuses.values()].flat();
    const count = (status: number) => all.filter((s) => s === status).length;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
    console.log(
      `load: ${all.length} requests (${forged} with forged headers) from ${CONCURRENCY} concurrent clients, ${VISITORS} visitors, in ${seconds.toFixed(1)} s ` +
        `(${(all.length / seconds).toFixed(0)} req/s): ${count(200)}×200, ${count(429)}×429, ${all.filter((s) => s >= 500).length}×5xx; latency p50 ${pct(50)} ms, p95 ${pct(95)} ms`,
    );

    expect(all).toHaveLength(REQUESTS);
    expect(all.filter((status) => status >= 500)).toEqual([]);
    for (const [visitor, seen] of statuses) {
      expect(seen.filter((s) => s === 200).length, visitor.address).toBe(ALLOWANCE);
      expect(seen.filter((s) => s === 429).length, visitor.address).toBe(REQUESTS / VISITORS - ALLOWANCE);
    }
  }, 300_000);
});
