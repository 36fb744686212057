import { describe, expect, it } from 'vitest';
import { buildSearchUrl, mapSearchItems, MAX_VIDEOS, YouTubeError } from './youtube.js';

const options = { baseUrl: 'https://example.test/youtube/v3/', apiKey: 'k', channelId: 'UCabc', timeoutMs: 1000 };

function item(videoId: string | undefined, title = 't', description = 'd') {
  return { id: { kind: 'youtube#video', videoId }, snippet: { title, description } };
}

describe('YouTube search', () => {
  it('asks for the channel\'s 20 newest videos with the key', () => {
    const url = buildSearchUrl(options);
    expect(url.origin + url.pathname).toBe('https://example.test/youtube/v3/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'k',
      channelId: 'UCabc',
      part: 'snippet,id',
      order: 'date',
      maxResults: '20',
      type: 'video',
    });
  });

  it('maps items to id, title, description and a privacy-enhanced embed url', () => {
    expect(mapSearchItems({ items: [item('abcdefghijk', 'Title', 'Desc')] })).toEqual([
      { id: 'abcdefghijk', title: 'Title', description: 'Desc', url: 'https://www.youtube-nocookie.com/embed/abcdefghijk' },
    ]);
  });

  it('decodes &#39; &amp; &quot; in titles and descriptions', () => {
    const [video] = mapSearchItems({ items: [item('abcdefghijk', 'Don&#39;t miss: Q&amp;A &quot;live&quot;', 'Tom &amp; Jerry&#39;s')] });
    expect(video?.title).toBe('Don\'t miss: Q&A "live"');
    expect(video?.description).toBe("Tom & Jerry's");
  });

  it('drops items that are not videos or have malformed ids', () => {
    const videos = mapSearchItems({ items: [item(undefined), item('short'), item('abc"<>efghi'), item('abcdefghijk')] });
    expect(videos.map((v) => v.id)).toEqual(['abcdefghijk']);
  });

  it(`keeps at most ${MAX_VIDEOS} videos`, () => {
    const items = Array.from({ length: 30 }, (_, i) => item(`video${String(i).padStart(6, '0')}`));
    expect(mapSearchItems({ items })).toHaveLength(MAX_VIDEOS);
  });

  it('rejects a body of the wrong shape', () => {
    expect(() => mapSearchItems({ items: 'nope' })).toThrow(YouTubeError);
    expect(() => mapSearchItems(null)).toThrow(YouTubeError);
  });

  it('treats a body without items as an empty list', () => {
    expect(mapSearchItems({ kind: 'youtube#searchListResponse' })).toEqual([]);
  });
});
