import { guideLocaleFor } from '@guide/guide-contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/layout/page-meta';
import { useAuth } from '../../features/auth/auth-context';
import { useGuideIndex } from '../../features/guide/api/get-guide-index';
import { PlanView } from '../../features/plan/components/plan-view';

export function Component() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  // The checklist links each item to its guide topic, in the page's language: titles only.
  const guide = useGuideIndex(guideLocaleFor(i18n.resolvedLanguage));
  const topics = useMemo(() => new Map(guide?.status === 'ready' ? guide.value.map((topic) => [topic.id, topic]) : []), [guide]);
  return (
    <section className="plan">
      <PageMeta title={t('meta.planTitle')} description={t('meta.planDescription')} />
      <h1>{t('plan.heading')}</h1>
      <p>{t('plan.intro')}</p>
      <PlanView uid={user?.uid ?? null} topics={topics} />
    </section>
  );
}
