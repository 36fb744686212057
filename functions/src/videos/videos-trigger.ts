import { logger } from 'firebase-functions';
import { onApiRequest } from '../http/on-api-request.js';
import {
  videosCacheSeconds,
  youtubeApiBaseUrl,
  youtubeApiKey,
  youtubeChannelId,
  youtubeTimeoutMs,
} from '../config/params.js';
import { sendError } from '../http/errors.js';
import { createVideosService, type VideosService } from './videos-service.js';
import { searchChannelVideos } from './youtube.js';

let service: VideosService | undefined;

/** One service per configuration, so a changed param never serves a stale cache. */
function currentService(): VideosService {
  const apiKey = youtubeApiKey.value().trim();
  const channelId = youtubeChannelId.value().trim();
  const baseUrl = youtubeApiBaseUrl.value();
  const timeoutMs = youtubeTimeoutMs.value();
  const ttlSeconds = videosCacheSeconds.value();
  const key = [apiKey.length > 0, channelId, baseUrl, timeoutMs, ttlSeconds].join('|');
  if (service?.key !== key) {
    const configured = apiKey.length > 0 && channelId.length > 0;
    service = createVideosService(key, {
      ttlSeconds,
      search: configured ? () => searchChannelVideos({ baseUrl, apiKey, channelId, timeoutMs }) : null,
      onUpstreamError: (error) => logger.warn('YouTube search failed; serving the curated videos', { error: String(error) }),
    });
  }
  return service;
}

export const videos = onApiRequest({ secrets: [youtubeApiKey], maxInstances: 1, concurrency: 80, cpu: 1, memory: '256MiB' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD');
    sendError(res, 405, 'method_not_allowed', 'Use GET to list videos.');
    return;
  }
  try {
    const list = await currentService().list();
    res
      .set('Cache-Control', `public, max-age=${Math.min(list.maxAgeSeconds, 300)}, s-maxage=${list.maxAgeSeconds}`)
      .set('X-Videos-Source', list.source)
      .json(list.videos);
  } catch (error) {
    logger.error('videos failed', { error: String(error) });
    sendError(res, 500, 'internal', 'Videos are not available right now.');
  }
});
