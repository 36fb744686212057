/**
 * The Functions emulator starts a runtime process per concurrent request. Four at a time it
 * serves reliably on a busy 2-core machine; at 20, some requests outlast the Hosting emulator's
 * 60 s proxy timeout (`npm run bench:load` measures that load).
 */
export const CLIENTS = 4;

/**
 * Makes `count` calls from `clients` concurrent clients, each starting the next call as soon as
 * its last one is answered. Resolves with the results in the order the calls were started.
 */
export async function fromClients<T>(clients: number, count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await call(index);
      }
    }),
  );
  return results;
}

/** How many of each HTTP status, e.g. `{ 200: 20, 429: 180 }`. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
