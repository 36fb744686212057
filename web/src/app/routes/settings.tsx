import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/layout/page-meta';
import { AccountSettings, type AccountData } from '../../features/auth/components/account-settings';

const planStore = () => import('../../features/plan/api/plan-store');

/** An account's plan goes with it: in the download, and deleted before the account is. */
const accountPlan: AccountData = {
  read: async (uid) => ({ plan: await (await planStore()).readAccountPlan(uid) }),
  remove: async (uid) => (await planStore()).deleteAccountPlan(uid),
};

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="settings">
      <PageMeta title={t('meta.settingsTitle')} />
      <h1>{t('settings.heading')}</h1>
      <AccountSettings data={accountPlan} />
    </section>
  );
}
