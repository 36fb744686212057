import { guideLocaleFor } from '@guide/guide-contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/layout/page-meta';
import { useAuth } from '../../features/auth/auth-context';
import { useGuide } from '../../features/guide/api/get-guide';
import { PlanView } from '../../features/plan/components/plan-view';

export function Component() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  // The checklist links each item to its guide topic, in the page's language.
  const guide = useGuide(guideLocaleFor(i18n.resolvedLanguage));
  const topics = useMemo(() => new Map(guide.status === 'ready' ? guide.topics.map((topic) => [topic.id, topic]) : []), [guide]);
  return (
    <section className="plan">
      <PageMeta title={t('meta.planTitle')} description={t('meta.planDescription')} />
      <h1>{t('plan.heading')}</h1>
      <p>{t('plan.intro')}</p>
      <PlanView uid={user?.uid ?? null} topics={topics} />
    </section>
  );
}
