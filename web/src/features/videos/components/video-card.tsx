import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '../api/get-videos';

export const PLAYER_WIDTH = 250;
export const PLAYER_HEIGHT = 170;

/**
 * A thumbnail and a play button stand in for the YouTube player: the iframe (and its
 * megabyte of scripts) loads only when the visitor asks for it.
 */
export function VideoCard({ video }: { video: Video }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const headingId = `video-${video.id}`;
  return (
    <article className="video-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{video.title}</h3>
      <div className="video-frame" style={{ width: PLAYER_WIDTH, height: PLAYER_HEIGHT }}>
        {playing ? (
          <iframe
            width={PLAYER_WIDTH}
            height={PLAYER_HEIGHT}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}?autoplay=1`}
            title={t('videos.playerTitle', { title: video.title })}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="video-facade" onClick={() => setPlaying(true)} aria-label={t('videos.play', { title: video.title })}>
            <img
              src={`https://i.ytimg.com/vi/${encodeURIComponent(video.id)}/hqdefault.jpg`}
              alt=""
              width={PLAYER_WIDTH}
              height={PLAYER_HEIGHT}
              loading="lazy"
              decoding="async"
            />
            <span className="video-play-icon" aria-hidden="true" />
          </button>
        )}
      </div>
      <p className="video-description">{video.description}</p>
    </article>
  );
}
