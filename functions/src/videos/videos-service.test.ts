import { describe, expect, it, vi } from 'vitest';
import { curatedVideos } from './curated-videos.js';
import { embedUrl, type Video } from './video.js';
import { createVideosService } from './videos-service.js';

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
