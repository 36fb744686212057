export interface Video {
  id: string;
  title: string;
  description: string;
  url: string;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function isVideoId(id: string): boolean {
  return VIDEO_ID.test(id);
}

/** The privacy-enhanced embed address: no cookies until the visitor plays the video. */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
