import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../config/paths';
import { requestJson } from '../../../lib/api-client';

export interface Video {
  id: string;
  title: string;
  description: string;
  url: string;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Keeps only well-formed items: the page never renders an id it cannot embed safely. */
export function parseVideos(body: unknown): Video[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, title, description, url } = item as Record<string, unknown>;
    if (typeof id !== 'string' || !VIDEO_ID.test(id)) return [];
    return [{ id, title: String(title ?? ''), description: String(description ?? ''), url: String(url ?? '') }];
  });
}

export function getVideos(signal?: AbortSignal): Promise<Video[]> {
  return requestJson<unknown>(api.videos, { timeoutMs: 5000, signal }).then(parseVideos);
}

export type VideosState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; videos: Video[] };

export function useVideos(): VideosState & { reload: () => void } {
  const [state, setState] = useState<VideosState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getVideos(controller.signal)
      .then((videos) => setState({ status: 'ready', videos }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}
