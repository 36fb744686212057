import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.text')}</p>
      <p>
        <a href="https://www.usa.gov/" target="_blank" rel="noopener noreferrer">
          {t('footer.official')}
        </a>
      </p>
    </footer>
  );
}
