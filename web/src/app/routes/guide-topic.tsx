import { guideLocaleFor, isGuideLocale } from '@guide/guide-contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '../../components/layout/page-meta';
import { paths } from '../../config/paths';
import { useGuideTopic } from '../../features/guide/api/get-guide-topic';
import { GuideLoadState } from '../../features/guide/components/guide-load-state';
import { GuideTopic } from '../../features/guide/components/guide-topic';

function TopicNotFound() {
  const { t } = useTranslation();
  return (
    <section className="message-page">
      <PageMeta title={t('meta.notFoundTitle')} />
      <h1>{t('notFound.heading')}</h1>
      <p>{t('guide.notFound')}</p>
      <p>
        <Link to={paths.guide}>{t('guide.back')}</Link>
      </p>
    </section>
  );
}

/** /guide/:topic in the interface language, or /:lang/guide/:topic in the language named. */
export function Component() {
  const { i18n } = useTranslation();
  const { topic: id = '', lang } = useParams();
  const locale = lang === undefined ? guideLocaleFor(i18n.resolvedLanguage) : isGuideLocale(lang) ? lang : undefined;
  // Only this topic, in this language (about 1 KB gzipped), not the whole guide.
  const topic = useGuideTopic(locale ?? 'en', id);
  if (!locale) return <TopicNotFound />;
  if (topic?.status !== 'ready') return <GuideLoadState state={topic} />;
  return topic.value ? <GuideTopic topic={topic.value} locale={locale} inPathLanguage={lang !== undefined} /> : <TopicNotFound />;
}
