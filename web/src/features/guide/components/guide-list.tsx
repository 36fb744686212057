import { GUIDE_CATEGORIES, guideLocaleFor, type GuideLocale } from '@guide/guide-contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGuide, type GuideTopic } from '../api/get-guide';
import { filterTopics, firstSentence } from '../filter-topics';
import { GuideLoadState } from './guide-load-state';

function TopicItems({ topics, linkTo }: { topics: readonly GuideTopic[]; linkTo: (id: string) => string }) {
  return (
    <ul className="guide-list">
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link to={linkTo(topic.id)}>{topic.title}</Link>
          <p>{firstSentence(topic.summary)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every topic, grouped by need, with a search box that filters as the visitor types; in the
 * interface language, or in `pathLocale` on a per-language address (/es/guide).
 */
export function GuideList({ pathLocale }: { pathLocale?: GuideLocale }) {
  const { t, i18n } = useTranslation();
  const locale = pathLocale ?? guideLocaleFor(i18n.resolvedLanguage);
  const linkTo = (id: string) => (pathLocale ? paths.guideTopicIn(pathLocale, id) : paths.guideTopic(id));
  const guide = useGuide(locale);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const topics = guide.status === 'ready' ? guide.topics : undefined;
  const matches = useMemo(() => (topics && query.trim() ? filterTopics(topics, query) : undefined), [topics, query]);

  return (
    <section className="guide" lang={locale}>
      <h1>{t('guide.heading')}</h1>
      <p>{t('guide.intro')}</p>
      <form className="guide-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>{t('guide.searchLabel')}</label>
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" enterKeyHint="search" />
      </form>
      <p className="guide-search-status" role="status">
        {matches ? (matches.length > 0 ? t('guide.results', { count: matches.length }) : t('guide.noResults')) : ''}
      </p>
      {!topics ? (
        <GuideLoadState state={guide} />
      ) : matches ? (
        <TopicItems topics={matches} linkTo={linkTo} />
      ) : (
        GUIDE_CATEGORIES.map((category) => {
          const inCategory = topics.filter((topic) => topic.category === category);
          if (inCategory.length === 0) return null;
          return (
            <section key={category} className="guide-category" aria-labelledby={`${searchId}-${category}`}>
              <h2 id={`${searchId}-${category}`}>{t(`guide.categories.${category}`)}</h2>
              <TopicItems topics={inCategory} linkTo={linkTo} />
            </section>
          );
        })
      )}
    </section>
  );
}
