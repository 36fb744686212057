import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/auth-context';
import { greetingName } from '../../features/auth/stored-user';

const HIDE_LOGIN_ON: readonly string[] = [paths.login, paths.signup];

export function NavBar() {
  const { t } = useTranslation();
  const { user, logOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logOut();
    } catch {
      // The stored user is already removed; the visitor is logged out on this device.
    } finally {
      setLoggingOut(false);
      navigate(paths.login);
    }
  }

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <nav className="nav" aria-label={t('nav.label')}>
        <Link to={paths.home} className="nav-logo">
          <img src="/logo.svg" width={40} height={40} alt={t('nav.logoAlt')} />
        </Link>
        <ul className="nav-links">
          <li>
            <Link to={paths.home}>{t('nav.home')}</Link>
          </li>
          <li>
            <Link to={paths.section('about')}>{t('nav.about')}</Link>
          </li>
          <li>
            <Link to={paths.section('services')}>{t('nav.services')}</Link>
          </li>
          <li>
            <Link to={paths.section('contact')}>{t('nav.contact')}</Link>
          </li>
          <li>
            <Link to={paths.guide}>{t('nav.guide')}</Link>
          </li>
          <li>
            <Link to={paths.plan}>{t('nav.plan')}</Link>
          </li>
        </ul>
        <div className="nav-end">
          <LanguageSwitcher />
          {user ? (
            <>
              <span className="nav-greeting" data-testid="greeting">
                {t('nav.hello')}
                {greetingName(user)}
              </span>
              <Link to={paths.settings} className="nav-settings">
                {t('nav.settings')}
              </Link>
              <button type="button" className="button button-secondary" onClick={handleLogout} disabled={loggingOut}>
                {t('nav.logout')}
              </button>
            </>
          ) : (
            !HIDE_LOGIN_ON.includes(location.pathname) && (
              <Link to={paths.login} className="button button-secondary">
                {t('nav.login')}
              </Link>
            )
          )}
        </div>
      </nav>
    </header>
  );
}
