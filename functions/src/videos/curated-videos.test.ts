import { describe, expect, it } from 'vitest';
import { curatedVideos } from './curated-videos.js';
import { isVideoId } from './video.js';

describe('curated videos', () => {
  it('has well-formed, unique ids with titles, descriptions and nocookie embed urls', () => {
    expect(curatedVideos.length).toBeGreaterThanOrEqual(6);
    expect(new Set(curatedVideos.map((v) => v.id)).size).toBe(curatedVideos.length);
    for (const video of curatedVideos) {
      expect(isVideoId(video.id)).toBe(true);
      expect(video.title.length).toBeGreaterThan(5);
      expect(video.description.length).toBeGreaterThan(20);
      expect(video.url).toBe(`https://www.youtube-nocookie.com/embed/${video.id}`);
    }
  });

  it('says that the naturalization lesson describes the civics test from before 2025', () => {
    const lesson = curatedVideos.find((video) => video.id === 'NJk_ZOUpvl0');
    expect(lesson?.description).toContain('Applications filed on or after October 20, 2025 take the 2025 civics test');
  });
});
