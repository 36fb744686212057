import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/layout/page-meta';
import { ResetRequestForm } from '../../features/auth/components/reset-request-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="auth-page">
      <PageMeta title={t('meta.resetTitle')} />
      <ResetRequestForm />
    </section>
  );
}
