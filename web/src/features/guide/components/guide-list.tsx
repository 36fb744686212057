import { GUIDE_CATEGORIES, guideLocaleFor } from '@guide/guide-contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGuide, type GuideTopic } from '../api/get-guide';
import { filterTopics, firstSentence } from '../filter-topics';
import { GuideLoadState } from './guide-load-state';

function TopicItems({ topics }: { topics: readonly GuideTopic[] }) {
  return (
    <ul className="guide-list">
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link to={paths.guideTopic(topic.id)}>{topic.title}</Link>
          <p>{firstSentence(topic.summary)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Every topic, grouped by need, with a search box that filters as the visitor types. */
export function GuideList() {
  const { t, i18n } = useTranslation();
  const locale = guideLocaleFor(i18n.resolvedLanguage);
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
        <TopicItems topics={matches} />
      ) : (
        GUIDE_CATEGORIES.map((category) => {
          const inCategory = topics.filter((topic) => topic.category === category);
          if (inCategory.length === 0) return null;
          return (
            <section key={category} className="guide-category" aria-labelledby={`${searchId}-${category}`}>
              <h2 id={`${searchId}-${category}`}>{t(`guide.categories.${category}`)}</h2>
              <TopicItems topics={inCategory} />
            </section>
          );
        })
      )}
    </section>
  );
}
