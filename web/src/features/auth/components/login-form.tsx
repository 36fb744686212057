import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert, useFormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/hydration';
import { useAuth } from '../auth-context';
import { authErrorKey } from '../auth-errors';
import { GoogleButton } from './google-button';

export function LoginForm() {
  const { t } = useTranslation();
  const { logIn } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const { message: alertMessage, ref: alertRef, show: showAlert } = useFormAlert();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    showAlert(null);
    setBusy(true);
    try {
      await logIn(String(form.get('email') ?? '').trim(), String(form.get('password') ?? ''));
      navigate(paths.home);
    } catch (failure) {
      setBusy(false);
      showAlert(t(authErrorKey(failure)));
    }
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit}>
      <h1>{t('auth.loginHeading')}</h1>
      <label htmlFor={`${id}-email`}>{t('auth.loginEmail')}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      <p className="field-hint">
        <Link to={paths.resetPassword}>{t('auth.forgotPassword')}</Link>
      </p>
      <FormAlert id={`${id}-alert`} ref={alertRef} message={alertMessage} />
      <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy}>
        {busy ? t('auth.working') : t('auth.loginButton')}
      </button>
      <GoogleButton onError={showAlert} />
      <p>
        {t('auth.newUser')} <Link to={paths.signup}>{t('auth.signUpHere')}</Link>
      </p>
    </form>
  );
}
