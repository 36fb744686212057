import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from '../service-worker';

/** Offers the new version of the site once it is installed; nothing changes under the visitor's feet. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const activate = useWaitingUpdate();
  if (!activate) return null;
  return (
    <div className="update-banner" role="status">
      <p>
        {t('update.ready')}{' '}
        <button type="button" className="button button-secondary" onClick={activate}>
          {t('update.reload')}
        </button>
      </p>
    </div>
  );
}
