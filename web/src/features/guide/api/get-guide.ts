import type { GuideLocale } from '@guide/guide-contract';
import type { GuideTopic } from '@guide/guide-schema';
import { useEffect, useState } from 'react';

export type { GuideTopic };

// One chunk per language (emitted by `npm run guide`): a page downloads only the language it shows.
const cache = new Map<GuideLocale, Promise<readonly GuideTopic[]>>();
// Languages already downloaded: a page renders them at once (the prerenderer and a hydrating
// page load theirs first, so the first render matches the prerendered HTML).
const loaded = new Map<GuideLocale, readonly GuideTopic[]>();

export function loadGuide(locale: GuideLocale): Promise<readonly GuideTopic[]> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = import(`../../../generated/guide/${locale}.json`).then((module: { default: GuideTopic[] }) => {
      loaded.set(locale, module.default);
      return module.default;
    });
    // A failed download (offline, a new deploy) may be tried again on the next visit.
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}

export type GuideState =
  | { status: 'loading'; locale: GuideLocale }
  | { status: 'ready'; locale: GuideLocale; topics: readonly GuideTopic[] }
  | { status: 'error'; locale: GuideLocale; retry: () => void };

/** The guide's topics in one language, loaded on demand. */
export function useGuide(locale: GuideLocale): GuideState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GuideState>(() => {
    const topics = loaded.get(locale);
    return topics ? { status: 'ready', locale, topics } : { status: 'loading', locale };
  });
  useEffect(() => {
    let active = true;
    loadGuide(locale).then(
      (topics) => active && setState({ status: 'ready', locale, topics }),
      () =>
        active &&
        setState({
          status: 'error',
          locale,
          retry: () => {
            setState({ status: 'loading', locale });
            setAttempt((n) => n + 1);
          },
        }),
    );
    return () => {
      active = false;
    };
  }, [locale, attempt]);
  if (state.locale === locale) return state;
  const topics = loaded.get(locale);
  return topics ? { status: 'ready', locale, topics } : { status: 'loading', locale };
}
