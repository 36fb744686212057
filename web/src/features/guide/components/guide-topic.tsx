import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../components/external-link';
import { PageMeta } from '../../../components/layout/page-meta';
import { paths } from '../../../config/paths';
import { guideTextFor, type GuideEntry } from '../api/guide';

function formatDate(isoDate: string, language: string | undefined): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : date.toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function GuideTopic({ entry }: { entry: GuideEntry }) {
  const { t, i18n } = useTranslation();
  const { text, locale, translated } = guideTextFor(entry, i18n.resolvedLanguage);
  return (
    <article className="guide-topic">
      <PageMeta title={`${text.title} — ${t('meta.siteTitle')}`} description={text.summary} />
      <p>
        <Link to={paths.guide}>{t('guide.back')}</Link>
      </p>
      {!translated && <p className="note">{t('guide.englishOnly')}</p>}
      <div lang={locale} dir="auto">
        <h1>{text.title}</h1>
        <h2>{t('guide.summary')}</h2>
        <p>{text.summary}</p>
        <h2>{t('guide.steps')}</h2>
        <ol>
          {text.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <h2>{t('guide.sources')}</h2>
      <ul className="sources">
        {entry.sources.map((source) => (
          <li key={source.url}>
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
          </li>
        ))}
      </ul>
      <p className="note">{t('guide.lastChecked', { date: formatDate(entry.lastChecked, i18n.resolvedLanguage) })}</p>
      <p className="note">{t('guide.disclaimer')}</p>
    </article>
  );
}
