import { useTranslation } from 'react-i18next';
import { Biography } from '../../features/landing/components/biography';
import { Hero } from '../../features/landing/components/hero';
import { InfoSections } from '../../features/landing/components/info-sections';
import { VideoGrid } from '../../features/videos/components/video-grid';
import { PageMeta } from '../../components/layout/page-meta';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('meta.homeTitle')} description={t('meta.homeDescription')} />
      <Hero />
      <Biography />
      <InfoSections />
      <VideoGrid />
    </>
  );
}
