import { respond, type Behaviour } from './fake-upstream.js';

/** A search.list item for a video, as the YouTube Data API v3 returns it. */
export function searchItem(i: number, title = `Video ${i}`) {
  return { kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: `vid${String(i).padStart(8, '0')}` }, snippet: { title, description: `About ${i}` } };
}

/**
 * A channel's search.list page: 25 videos (the first with HTML entities in its title, as YouTube
 * sends them) and, among them, an item that is the channel itself.
 */
export function channelPage(channelId: string) {
  return {
    kind: 'youtube#searchListResponse',
    items: [
      searchItem(0, 'Don&#39;t wait: Q&amp;A on &quot;green cards&quot;'),
      { kind: 'youtube#searchResult', id: { kind: 'youtube#channel', channelId }, snippet: { title: 'Channel' } },
      ...Array.from({ length: 24 }, (_, i) => searchItem(i + 1)),
    ],
  };
}

/** The ways YouTube fails or has nothing to show; some carry upstream text a visitor must never see. */
export const YOUTUBE_FAULTS: [string, Behaviour][] = [
  ['YouTube answers HTTP 500', respond.json(500, { error: { message: 'backendError: internal detail' } })],
  ['YouTube answers 403 quota exceeded', respond.json(403, { error: { message: 'quotaExceeded' } })],
  ['YouTube answers 429 rate limited', respond.json(429, { error: { message: 'rateLimitExceeded' } }, { 'retry-after': '30' })],
  ['YouTube sends garbage bytes', respond.text(200, '\u0000\u00ff garbage')],
  ['YouTube sends malformed JSON', respond.text(200, '{"items": [ {"id": ')],
  ['YouTube returns an empty list', respond.json(200, { items: [] })],
  ['YouTube resets the connection', respond.reset()],
];
