import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/layout/page-meta';
import { GuideList } from '../../features/guide/components/guide-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('meta.guideTitle')} description={t('meta.guideDescription')} />
      <GuideList />
    </>
  );
}
