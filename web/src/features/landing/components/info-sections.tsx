import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function InfoSections() {
  const { t } = useTranslation();
  return (
    <>
      <section id="about" className="info-section" aria-labelledby="about-heading">
        <h2 id="about-heading">{t('home.aboutHeading')}</h2>
        <p>{t('home.about1')}</p>
        <p>{t('home.about2')}</p>
      </section>
      <section id="services" className="info-section" aria-labelledby="services-heading">
        <h2 id="services-heading">{t('home.servicesHeading')}</h2>
        <p>{t('home.servicesIntro')}</p>
        <ul>
          <li>{t('home.serviceGuide')}</li>
          <li>{t('home.serviceChat')}</li>
          <li>{t('home.serviceVideos')}</li>
          <li>{t('home.serviceAccount')}</li>
        </ul>
        <p>
          <Link to={paths.guide}>{t('home.servicesGuideLink')}</Link>
        </p>
      </section>
      <section id="contact" className="info-section" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t('home.contactHeading')}</h2>
        <p>{t('home.contact1')}</p>
        <p>{t('home.contact2')}</p>
      </section>
    </>
  );
}
