import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageMeta } from '../../components/layout/page-meta';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/auth-context';

export function Component() {
  const { t } = useTranslation();
  const { user, logOut } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!user && !busy) return <Navigate to={paths.login} replace />;

  async function handleLogout() {
    setBusy(true);
    try {
      await logOut();
    } catch {
      // Logged out on this device all the same.
    }
    navigate(paths.login);
  }

  return (
    <section className="logout">
      <PageMeta title={t('meta.logoutTitle')} />
      <h1 className="visually-hidden">{t('auth.logoutHeading')}</h1>
      <button type="button" className="button" onClick={handleLogout} disabled={busy} aria-busy={busy}>
        {busy ? t('auth.loggingOut') : t('auth.logoutButton')}
      </button>
    </section>
  );
}
