import { guideLanguage, type GuideLocale } from '@guide/guide-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../components/external-link';
import { PageMeta } from '../../../components/layout/page-meta';
import { useHydrated } from '../../../lib/hydration';
import { paths } from '../../../config/paths';
import type { GuideTopic as Topic } from '../api/get-guide';

function formatDate(isoDate: string, language: string | undefined): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : date.toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The visitor's date (YYYY-MM-DD). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One topic in one language. A translation says that English is the reference and links to it. */
export function GuideTopic({ topic, locale, inPathLanguage = false }: { topic: Topic; locale: GuideLocale; inPathLanguage?: boolean }) {
  const { t, i18n } = useTranslation();
  const { dir } = guideLanguage(locale);
  // Past its review date a topic may be out of date, whether or not the site was rebuilt since.
  // Read from the visitor's clock once React runs: the prerendered HTML never holds the notice.
  const overdue = useHydrated() && topic.reviewBy < localToday();
  const official = topic.sources[0];
  return (
    <article className="guide-topic">
      <PageMeta title={`${topic.title} — ${t('meta.siteTitle')}`} description={topic.summary} />
      <p>
        <Link to={inPathLanguage ? paths.guideIn(locale) : paths.guide}>{t('guide.back')}</Link>
      </p>
      {locale !== 'en' && (
        <p className="note">
          {t('guide.translationNote')} <Link to={paths.guideTopicIn('en', topic.id)}>{t('guide.readEnglish')}</Link>
        </p>
      )}
      {overdue && (
        <p className="note is-warning" role="status" data-overdue>
          {t('guide.overdue', { date: formatDate(topic.reviewBy, i18n.resolvedLanguage) })}{' '}
          {official && (
            <ExternalLink href={official.url}>{t('guide.overdueLink')}</ExternalLink>
          )}
        </p>
      )}
      <div lang={locale} dir={dir}>
        <h1>{topic.title}</h1>
        <h2>{t('guide.summary')}</h2>
        <p>{topic.summary}</p>
        <h2>{t('guide.steps')}</h2>
        <ol>
          {topic.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <h2>{t('guide.sources')}</h2>
      <ul className="sources">
        {topic.sources.map((source) => (
          <li key={source.url} lang="en" dir="ltr">
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
          </li>
        ))}
      </ul>
      {/* Browsers' and Node's date formats may differ slightly: the prerendered date stays until the next render. */}
      <p className="note" suppressHydrationWarning>
        {t('guide.reviewed', { date: formatDate(topic.reviewed, i18n.resolvedLanguage) })}
      </p>
      <p className="note">{t('guide.disclaimer')}</p>
    </article>
  );
}
