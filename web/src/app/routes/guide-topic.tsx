import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '../../components/layout/page-meta';
import { paths } from '../../config/paths';
import { findGuideEntry } from '../../features/guide/api/guide';
import { GuideTopic } from '../../features/guide/components/guide-topic';

export function Component() {
  const { t } = useTranslation();
  const { topic = '' } = useParams();
  const entry = findGuideEntry(topic);
  if (!entry) {
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
  return <GuideTopic entry={entry} />;
}
