import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/layout/page-meta';
import { AccountSettings } from '../../features/auth/components/account-settings';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="settings">
      <PageMeta title={t('meta.settingsTitle')} />
      <h1>{t('settings.heading')}</h1>
      <AccountSettings />
    </section>
  );
}
