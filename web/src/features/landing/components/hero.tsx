import { useTranslation } from 'react-i18next';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="site-title">
      <img className="hero-image" src="/hero.svg" width={1200} height={360} alt={t('home.heroAlt')} fetchPriority="high" />
      <div className="hero-text">
        <h1 id="site-title">{t('meta.siteTitle')}</h1>
        <p className="tagline">{t('meta.tagline')}</p>
      </div>
    </section>
  );
}
