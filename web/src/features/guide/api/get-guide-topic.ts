import type { GuideLocale } from '@guide/guide-contract';
import { cachedLoader, useLoaded } from '../../../lib/loader';
import { loadGuide, wholeGuide, type GuideTopic } from './get-guide';
import { guideIndex } from './get-guide-index';
import { fetchGuideFile } from './guide-files';

interface TopicKey {
  locale: GuideLocale;
  id: string;
}

const find = (topics: readonly GuideTopic[], id: string) => topics.find((topic) => topic.id === id) ?? null;

/** One topic in one language, or null when the guide has no such topic. */
async function fetchTopic({ locale, id }: TopicKey): Promise<GuideTopic | null> {
  const whole = wholeGuide.peek(locale);
  if (whole || import.meta.env.SSR) return find(whole ?? (await loadGuide(locale)), id);
  try {
    return await fetchGuideFile<GuideTopic>(locale, id);
  } catch {
    // No such file: an unknown topic (the list says so), or offline with no copy of this topic,
    // when the whole guide kept for offline use has it.
    const listed = await guideIndex.load(locale).catch(() => undefined);
    if (listed && !listed.some((entry) => entry.id === id)) return null;
    return find(await loadGuide(locale), id);
  }
}

const topicName = ({ locale, id }: TopicKey) => `${locale}/${id}`;

export const guideTopic = cachedLoader(fetchTopic, topicName);

export function useGuideTopic(locale: GuideLocale, id: string) {
  return useLoaded(guideTopic, { locale, id });
}
