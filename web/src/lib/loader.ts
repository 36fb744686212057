import { useEffect, useState } from 'react';

/**
 * Data a page loads on demand (a guide topic, a language's list), kept once loaded. A page
 * renders what is already loaded at once: the prerenderer and a hydrating page load theirs
 * first, so the first render matches the prerendered HTML.
 */
export interface Loader<K, V> {
  load(key: K): Promise<V>;
  /** The value, if it is already loaded. */
  peek(key: K): V | undefined;
  /** The name under which `key`'s value is kept: equal names are one request. */
  name(key: K): string;
}

export function cachedLoader<K, V>(fetchValue: (key: K) => Promise<V>, name: (key: K) => string): Loader<K, V> {
  const pending = new Map<string, Promise<V>>();
  const loaded = new Map<string, V>();
  return {
    load(key) {
      const id = name(key);
      let promise = pending.get(id);
      if (!promise) {
        promise = fetchValue(key).then((value) => {
          loaded.set(id, value);
          return value;
        });
        // A failed download (offline, a new deploy) may be tried again.
        promise.catch(() => pending.delete(id));
        pending.set(id, promise);
      }
      return promise;
    },
    peek: (key) => loaded.get(name(key)),
    name,
  };
}

export type LoadState<V> = { status: 'loading' } | { status: 'ready'; value: V } | { status: 'error'; retry: () => void };

/** The value for `key` (none asked for while `key` is undefined), loading it if need be. */
export function useLoaded<K, V>(loader: Loader<K, V>, key: K | undefined): LoadState<V> | undefined {
  const id = key === undefined ? undefined : loader.name(key);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<{ id: string; attempt: number } | undefined>(undefined);
  const [, setLoadedId] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (key === undefined || id === undefined) return;
    let active = true;
    loader.load(key).then(
      () => active && setLoadedId(id),
      () => active && setFailed({ id, attempt }),
    );
    return () => {
      active = false;
    };
    // `id` names `key`: a new object with the same name is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, id, attempt]);
  if (key === undefined || id === undefined) return undefined;
  const value = loader.peek(key);
  if (value !== undefined) return { status: 'ready', value };
  if (failed?.id === id && failed.attempt === attempt) return { status: 'error', retry: () => setAttempt((n) => n + 1) };
  return { status: 'loading' };
}
