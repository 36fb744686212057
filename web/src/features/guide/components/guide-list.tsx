import { GUIDE_CATEGORIES, guideLocaleFor, type GuideLocale } from '@guide/guide-contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useGuide } from '../api/get-guide';
import { useGuideIndex, type GuideIndexEntry } from '../api/get-guide-index';
import { filterTopics } from '../filter-topics';
import { GuideLoadState } from './guide-load-state';

function TopicItems({ topics, linkTo }: { topics: readonly GuideIndexEntry[]; linkTo: (id: string) => string }) {
  return (
    <ul className="guide-list">
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link to={linkTo(topic.id)}>{topic.title}</Link>
          <p>{topic.line}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every topic, grouped by need, with a search box that filters as the visitor types; in the
 * interface language, or in `pathLocale` on a per-language address (/es/guide). The page loads
 * only titles and one-line summaries; the search reads every word of every topic, so the whole
 * guide in this language is loaded as soon as the visitor moves to the search box.
 */
export function GuideList({ pathLocale }: { pathLocale?: GuideLocale }) {
  const { t, i18n } = useTranslation();
  const locale = pathLocale ?? guideLocaleFor(i18n.resolvedLanguage);
  const linkTo = (id: string) => (pathLocale ? paths.guideTopicIn(pathLocale, id) : paths.guideTopic(id));
  const index = useGuideIndex(locale);
  const [searching, setSearching] = useState(false);
  const whole = useGuide(searching ? locale : undefined);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const topics = index?.status === 'ready' ? index.value : undefined;
  const matches = useMemo(() => {
    if (!topics || whole?.status !== 'ready' || !query.trim()) return undefined;
    const byId = new Map(topics.map((topic) => [topic.id, topic]));
    return filterTopics(whole.value, query).flatMap((topic) => byId.get(topic.id) ?? []);
  }, [topics, whole, query]);

  return (
    <section className="guide" lang={locale}>
      <h1>{t('guide.heading')}</h1>
      <p>{t('guide.intro')}</p>
      <form className="guide-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>{t('guide.searchLabel')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onFocus={() => setSearching(true)}
          onChange={(event) => {
            setSearching(true);
            setQuery(event.target.value);
          }}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      <p className="guide-search-status" role="status">
        {matches ? (matches.length > 0 ? t('guide.results', { count: matches.length }) : t('guide.noResults')) : ''}
      </p>
      {!topics ? (
        <GuideLoadState state={index} />
      ) : query.trim() && !matches ? (
        <GuideLoadState state={whole} />
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
