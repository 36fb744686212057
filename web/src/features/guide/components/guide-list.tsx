import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { guideEntries, guideTextFor } from '../api/guide';

export function GuideList() {
  const { t, i18n } = useTranslation();
  const entries = guideEntries
    .map((entry) => ({ entry, ...guideTextFor(entry, i18n.resolvedLanguage) }))
    .sort((a, b) => a.text.title.localeCompare(b.text.title, a.locale));
  return (
    <section className="guide">
      <h1>{t('guide.heading')}</h1>
      <p>{t('guide.intro')}</p>
      {entries.some((item) => !item.translated) && <p className="note">{t('guide.englishOnly')}</p>}
      <ul className="guide-list">
        {entries.map(({ entry, text, locale }) => (
          <li key={entry.id} lang={locale} dir="auto">
            <Link to={paths.guideTopic(entry.id)}>{text.title}</Link>
            <p>{text.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
