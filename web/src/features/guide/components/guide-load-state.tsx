import { useTranslation } from 'react-i18next';
import type { LoadState } from '../../../lib/loader';

/** What a guide page shows while its text loads, or when it could not. */
export function GuideLoadState({ state }: { state: LoadState<unknown> | undefined }) {
  const { t } = useTranslation();
  if (state?.status === 'error') {
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
