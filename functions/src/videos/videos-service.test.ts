import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { respond, startFakeUpstream } from '../../../tests/support/fake-upstream.js';
import { channelPage, YOUTUBE_FAULTS } from '../../../tests/support/youtube-protocol.js';
import { curatedVideos } from './curated-videos.js';
import { embedUrl, type Video } from './video.js';
import { createVideosService } from './videos-service.js';
import { searchChannelVideos, YouTubeError } from './youtube.js';

const channelVideo: Video = { id: 'abcdefghijk', title: 'New', description: 'd', url: embedUrl('abcdefghijk') };

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('videos service', () => {
  it('serves the curated list when YouTube is not configured', async () => {
    const service = createVideosService('k', { search: null, ttlSeconds: 600 });
    const list = await service.list();
    expect(list.source).toBe('curated');
    expect(list.videos).toEqual(curatedVideos);
  });

  it('calls YouTube once per TTL and serves the cached list in between', async () => {
    const time = clock();
    const search = vi.fn(async () => [channelVideo]);
    const service = createVideosService('k', { search, ttlSeconds: 600, now: time.now });
    expect((await service.list()).videos).toEqual([channelVideo]);
    time.advance(599);
    const cached = await service.list();
    expect(cached.videos).toEqual([channelVideo]);
    expect(cached.maxAgeSeconds).toBe(1);
    expect(search).toHaveBeenCalledTimes(1);
    time.advance(2);
    await service.list();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('shares one upstream call between simultaneous requests', async () => {
    const search = vi.fn(async () => [channelVideo]);
    const service = createVideosService('k', { search, ttlSeconds: 600 });
    await Promise.all([service.list(), service.list(), service.list()]);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('falls back to the curated list on failure and retries after 15 minutes, not a full TTL', async () => {
    const time = clock();
    const search = vi.fn<() => Promise<Video[]>>().mockRejectedValueOnce(new Error('500')).mockResolvedValue([channelVideo]);
    const onUpstreamError = vi.fn();
    const service = createVideosService('k', { search, ttlSeconds: 7200, now: time.now, onUpstreamError });
    const failed = await service.list();
    expect(failed.source).toBe('curated');
    expect(failed.maxAgeSeconds).toBe(900);
    expect(onUpstreamError).toHaveBeenCalledOnce();
    time.advance(901);
    expect((await service.list()).source).toBe('youtube');
  });

  it('falls back to the curated list when the channel has no videos', async () => {
    const service = createVideosService('k', { search: async () => [], ttlSeconds: 600 });
    expect((await service.list()).source).toBe('curated');
  });
});

// The real YouTube client against a server on 127.0.0.1 that speaks the YouTube Data API and
// misbehaves as each test asks. Every test makes a service of its own, so none waits for another's
// cache to expire; the clock is the test's.
describe('videos service asking a YouTube that misbehaves', () => {
  let youtube: Awaited<ReturnType<typeof startFakeUpstream>>;
  const channelId = 'UCtestchannel0000000000';
  const page = channelPage(channelId);

  beforeAll(async () => {
    youtube = await startFakeUpstream(0, respond.json(200, page));
  });
  afterAll(() => youtube.close());

  function askingFakeYouTube(now?: () => number) {
    const errors: unknown[] = [];
    const service = createVideosService('k', {
      ttlSeconds: 7200,
      ...(now ? { now } : {}),
      search: () => searchChannelVideos({ baseUrl: `http://127.0.0.1:${youtube.port}/youtube/v3`, apiKey: 'k', channelId, timeoutMs: 60_000 }),
      onUpstreamError: (error) => errors.push(error),
    });
    return { service, errors };
  }

  it.each(YOUTUBE_FAULTS)('serves the curated videos when %s, with no upstream text', async (_name, behaviour) => {
    youtube.set(behaviour);
    try {
      const asked = youtube.requests.length;
      const { service } = askingFakeYouTube();
      // Exactly the curated list: nothing YouTube sent reaches the visitor.
      expect(await service.list()).toEqual({ videos: curatedVideos, source: 'curated', maxAgeSeconds: 900 });
      expect(youtube.requests).toHaveLength(asked + 1);
    } finally {
      youtube.set(respond.json(200, page));
    }
  });

  it('gives up on a YouTube that hangs once its timeout fires, and serves the curated videos', async () => {
    // The timeout is the test's to fire: the request itself stays open on the server.
    const timeout = new AbortController();
    const spy = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    youtube.set(() => reached());
    try {
      const { service, errors } = askingFakeYouTube();
      const listed = service.list();
      await arrived;
      timeout.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
      expect((await listed).source).toBe('curated');
      expect(errors).toEqual([expect.objectContaining({ reason: 'timeout' })]);
      expect(errors[0]).toBeInstanceOf(YouTubeError);
    } finally {
      spy.mockRestore();
      youtube.set(respond.json(200, page));
    }
  });

  it('serves the channel again once YouTube has recovered and the 15 minutes have passed', async () => {
    const time = clock();
    const { service } = askingFakeYouTube(time.now);
    youtube.set(YOUTUBE_FAULTS[0]![1]);
    expect((await service.list()).source).toBe('curated');
    youtube.set(respond.json(200, page));
    time.advance(899);
    expect((await service.list()).source).toBe('curated');
    time.advance(2);
    const recovered = await service.list();
    expect(recovered.source).toBe('youtube');
    expect(recovered.videos[0]).toEqual({ id: 'vid00000000', title: 'Don\'t wait: Q&A on "green cards"', description: 'About 0', url: embedUrl('vid00000000') });
  });
});
