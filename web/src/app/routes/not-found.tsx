import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/layout/page-meta';
import { paths } from '../../config/paths';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="message-page">
      <PageMeta title={t('meta.notFoundTitle')} />
      <meta name="robots" content="noindex" />
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={paths.home}>{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
