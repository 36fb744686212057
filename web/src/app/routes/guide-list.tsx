import { isGuideLocale } from '@guide/guide-contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageMeta } from '../../components/layout/page-meta';
import { GuideList } from '../../features/guide/components/guide-list';
import { Component as NotFound } from './not-found';

/** /guide in the interface language, or /:lang/guide in the language named. */
export function Component() {
  const { t } = useTranslation();
  const { lang } = useParams();
  if (lang !== undefined && !isGuideLocale(lang)) return <NotFound />;
  return (
    <>
      <PageMeta title={t('meta.guideTitle')} description={t('meta.guideDescription')} />
      <GuideList pathLocale={lang} />
    </>
  );
}
