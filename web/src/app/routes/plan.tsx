import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/layout/page-meta';
import { PlanView } from '../../features/plan/components/plan-view';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="plan">
      <PageMeta title={t('meta.planTitle')} description={t('meta.planDescription')} />
      <h1>{t('plan.heading')}</h1>
      <p>{t('plan.intro')}</p>
      <PlanView />
    </section>
  );
}
