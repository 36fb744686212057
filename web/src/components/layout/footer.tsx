import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../external-link';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.text')}</p>
      <p>
        <ExternalLink href="https://www.usa.gov/">{t('footer.official')}</ExternalLink>
      </p>
    </footer>
  );
}
