import { curatedVideos } from './curated-videos.js';
import type { Video } from './video.js';

export interface VideoList {
  videos: readonly Video[];
  source: 'youtube' | 'curated';
  /** How long a browser or CDN may keep this answer. */
  maxAgeSeconds: number;
}

export interface VideosServiceOptions {
  /** Fetches the channel's newest videos; null when no key or channel is configured. */
  search: (() => Promise<Video[]>) | null;
  ttlSeconds: number;
  now?: () => number;
  onUpstreamError?: (error: unknown) => void;
}

/** After a failure, try YouTube again sooner than a full TTL, but at most 96 times a day. */
const RETRY_AFTER_FAILURE_SECONDS = 900;

interface CacheEntry {
  list: VideoList;
  expiresAt: number;
}

/**
 * Serves the channel's videos from memory for `ttlSeconds` (one search call costs 100 of
 * YouTube's 10,000 daily quota units), and the curated list whenever YouTube is not
 * configured, fails, times out or has nothing to show.
 */
export function createVideosService(key: string, options: VideosServiceOptions) {
  const now = options.now ?? Date.now;
  let cache: CacheEntry | undefined;
  let inFlight: Promise<VideoList> | undefined;

  async function refresh(): Promise<VideoList> {
    const search = options.search;
    if (!search) return { videos: curatedVideos, source: 'curated', maxAgeSeconds: options.ttlSeconds };
    try {
      const videos = await search();
      if (videos.length > 0) return { videos, source: 'youtube', maxAgeSeconds: options.ttlSeconds };
    } catch (error) {
      options.onUpstreamError?.(error);
    }
    const ttl = Math.min(options.ttlSeconds, RETRY_AFTER_FAILURE_SECONDS);
    return { videos: curatedVideos, source: 'curated', maxAgeSeconds: ttl };
  }

  return {
    key,
    async list(): Promise<VideoList> {
      if (cache && cache.expiresAt > now()) {
        const remaining = Math.max(1, Math.ceil((cache.expiresAt - now()) / 1000));
        return { ...cache.list, maxAgeSeconds: remaining };
      }
      inFlight ??= refresh()
        .then((list) => {
          cache = { list, expiresAt: now() + list.maxAgeSeconds * 1000 };
          return list;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
