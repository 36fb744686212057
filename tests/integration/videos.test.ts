import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_YOUTUBE_PORT, HOSTING, TEST_CHANNEL_ID, TEST_YOUTUBE_KEY } from '../support/endpoints';
import { respond, startFakeUpstream } from '../support/fake-upstream';
import { channelPage, YOUTUBE_FAULTS } from '../support/youtube-protocol';

// functions/.env.demo-newcomers-test: VIDEOS_CACHE_SECONDS=2, YOUTUBE_TIMEOUT_MS=1000.
const CACHE_MS = 2000;

const page = channelPage(TEST_CHANNEL_ID);

let youtube: Awaited<ReturnType<typeof startFakeUpstream>>;

async function getVideos() {
  const response = await fetch(`${HOSTING}/api/videos`);
  return { response, body: (await response.json()) as Array<{ id: string; title: string; description: string; url: string }> };
}

/**
 * The first answer the function gets from the fake YouTube: until its cache expires, it answers
 * from memory, so this asks again until a request reaches YouTube.
 */
function fromYouTube() {
  const before = youtube.requests.length;
  return vi.waitFor(
    async () => {
      const answer = await getVideos();
      if (youtube.requests.length === before) throw new Error('the function still answers from its cache');
      return answer;
    },
    { timeout: 30_000, interval: 100 },
  );
}

beforeAll(async () => {
  youtube = await startFakeUpstream(FAKE_YOUTUBE_PORT, respond.json(200, page));
});
afterAll(() => youtube.close());

describe('GET /api/videos with a YouTube key and channel configured', () => {
  it('asks YouTube for the channel\'s newest 20 videos with the server-side key', async () => {
    const { response } = await fromYouTube();
    expect(response.status).toBe(200);
    const url = youtube.requests.at(-1)!.url;
    expect(url.pathname).toBe('/youtube/v3/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: TEST_YOUTUBE_KEY,
      channelId: TEST_CHANNEL_ID,
      part: 'snippet,id',
      order: 'date',
      maxResults: '20',
      type: 'video',
    });
  });

  it('maps items to {id, title, description, url}, decodes entities and keeps at most 20', async () => {
    const { response, body } = await getVideos();
    expect(response.headers.get('x-videos-source')).toBe('youtube');
    expect(body).toHaveLength(20);
    expect(body[0]).toEqual({
      id: 'vid00000000',
      title: 'Don\'t wait: Q&A on "green cards"',
      description: 'About 0',
      url: 'https://www.youtube-nocookie.com/embed/vid00000000',
    });
    expect(body.some((video) => video.title === 'Channel')).toBe(false);
  });

  it('asks YouTube at most once per cache period and tells the CDN to cache the answer too', async () => {
    const first = await fromYouTube();
    const asked = youtube.requests.length - 1;
    for (let i = 0; i < 5; i++) expect((await getVideos()).body).toEqual(first.body);
    // However slowly those requests came, no two reached YouTube within one cache period.
    const times = youtube.requests.slice(asked).map((request) => request.receivedAt);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(CACHE_MS - 50);
    expect(first.response.headers.get('cache-control')).toMatch(/public, max-age=\d+, s-maxage=\d+/);
  });

  // Each way YouTube can fail is tested against the service itself, where no cache has to expire
  // (functions/src/videos/videos-service.test.ts); here, one of them through Hosting and the function.
  it.each(YOUTUBE_FAULTS.slice(0, 1))('serves the curated videos when %s, with no upstream text', async (_name, behaviour) => {
    youtube.set(behaviour);
    try {
      const { response, body } = await fromYouTube();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-videos-source')).toBe('curated');
      expect(body.length).toBeGreaterThanOrEqual(6);
      expect(JSON.stringify(body)).not.toMatch(/backendError|internal detail/);
    } finally {
      youtube.set(respond.json(200, page));
    }
  });

  it('gives up on a YouTube that hangs after its timeout and serves the curated videos', async () => {
    youtube.set(respond.hang());
    try {
      // Hosting would answer 504 after 60 s if the function waited for YouTube.
      const { body, response } = await fromYouTube();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-videos-source')).toBe('curated');
      expect(body.length).toBeGreaterThanOrEqual(6);
    } finally {
      youtube.set(respond.json(200, page));
    }
  });

  it('answers other methods with 405 and a JSON error', async () => {
    const response = await fetch(`${HOSTING}/api/videos`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: { code: 'method_not_allowed', message: expect.any(String) } });
  });
});
