import { decodeHTML } from 'entities';
import { z } from 'zod';
import { embedUrl, isVideoId, type Video } from './video.js';

export const MAX_VIDEOS = 20;

export interface YouTubeSearchOptions {
  baseUrl: string;
  apiKey: string;
  channelId: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export class YouTubeError extends Error {
  constructor(
    readonly reason: 'http' | 'timeout' | 'network' | 'malformed',
    detail: string,
  ) {
    super(`YouTube ${reason}: ${detail}`);
    this.name = 'YouTubeError';
  }
}

const searchResponse = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ videoId: z.string().optional() }).loose(),
        snippet: z
          .object({ title: z.string().default(''), description: z.string().default('') })
          .loose()
          .optional(),
      }).loose(),
    )
    .default([]),
}).loose();

/** The search.list request of the YouTube Data API v3 (costs 100 quota units a call). */
export function buildSearchUrl({ baseUrl, apiKey, channelId }: YouTubeSearchOptions): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
  url.search = new URLSearchParams({
    key: apiKey,
    channelId,
    part: 'snippet,id',
    order: 'date',
    maxResults: String(MAX_VIDEOS),
    type: 'video',
  }).toString();
  return url;
}

/** Maps search items to videos: HTML entities decoded, items without a video id dropped. */
export function mapSearchItems(body: unknown): Video[] {
  const parsed = searchResponse.safeParse(body);
  if (!parsed.success) throw new YouTubeError('malformed', 'unexpected response shape');
  const videos: Video[] = [];
  for (const item of parsed.data.items) {
    const id = item.id.videoId;
    if (!id || !isVideoId(id)) continue;
    videos.push({
      id,
      title: decodeHTML(item.snippet?.title ?? '').trim(),
      description: decodeHTML(item.snippet?.description ?? '').trim(),
      url: embedUrl(id),
    });
    if (videos.length === MAX_VIDEOS) break;
  }
  return videos;
}

export async function searchChannelVideos(options: YouTubeSearchOptions): Promise<Video[]> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(buildSearchUrl(options), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new YouTubeError(timedOut ? 'timeout' : 'network', String(error));
  }
  if (!response.ok) throw new YouTubeError('http', `status ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new YouTubeError(timedOut ? 'timeout' : 'malformed', 'body is not JSON');
  }
  return mapSearchItems(body);
}
