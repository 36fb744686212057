import { useTranslation } from 'react-i18next';
import type { GuideState } from '../api/get-guide';

/** What a guide page shows while its language loads, or when it could not. */
export function GuideLoadState({ state }: { state: GuideState }) {
  const { t } = useTranslation();
  if (state.status === 'error') {
    return (
      <div role="alert" className="guide-error">
        <p>{t('guide.loadError')}</p>
        <button type="button" className="button" onClick={state.retry}>
          {t('guide.retry')}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="guide-loading">
      {t('guide.loading')}
    </p>
  );
}
