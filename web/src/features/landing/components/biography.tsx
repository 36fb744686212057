import { useTranslation } from 'react-i18next';

export function Biography() {
  const { t } = useTranslation();
  return (
    <section className="bio" aria-labelledby="bio-heading">
      <img className="bio-image" src="/portrait.svg" width={160} height={160} alt={t('home.bioImageAlt')} loading="lazy" />
      <div>
        <h2 id="bio-heading">{t('home.bioHeading')}</h2>
        <p>{t('home.bio1')}</p>
        <p>{t('home.bio2')}</p>
        <p>{t('home.bio3')}</p>
      </div>
    </section>
  );
}
