import { useTranslation } from 'react-i18next';
import { useVideos } from '../api/get-videos';
import { VideoCard } from './video-card';

export function VideoGrid() {
  const { t } = useTranslation();
  const state = useVideos();
  return (
    <section className="videos" aria-labelledby="videos-heading" aria-busy={state.status === 'loading'}>
      <h2 id="videos-heading">{t('home.videosHeading')}</h2>
      <div aria-live="polite">
        {state.status === 'loading' && <p className="status">{t('videos.loading')}</p>}
        {state.status === 'error' && (
          <p className="status status-error" role="alert">
            {t('videos.error')}{' '}
            <button type="button" className="button button-secondary" onClick={state.reload}>
              {t('videos.retry')}
            </button>
          </p>
        )}
        {state.status === 'ready' && state.videos.length === 0 && <p className="status">{t('videos.empty')}</p>}
      </div>
      {state.status === 'ready' && state.videos.length > 0 && (
        <div className="video-grid">
          {state.videos.map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </div>
      )}
    </section>
  );
}
