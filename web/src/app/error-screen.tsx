import { useTranslation } from 'react-i18next';

/**
 * Shown instead of a blank page when rendering fails. Plain links, not router links: the
 * router itself may be what failed.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <div className="message-page" role="alert">
      <h1>{t('error.heading')}</h1>
      <p>{t('error.body')}</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>{' '}
        <a href="/">{t('error.home')}</a>
      </p>
    </div>
  );
}
