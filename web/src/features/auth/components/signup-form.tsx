import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert, useFormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/hydration';
import { useAuth } from '../auth-context';
import { authErrorKey } from '../auth-errors';
import { NewPasswordFields } from './new-password-fields';
import { passwordProblem, PASSWORD_PROBLEM_MESSAGE } from '../password-policy';
import { GoogleButton } from './google-button';

export function SignupForm() {
  const { t } = useTranslation();
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const { message: alertMessage, ref: alertRef, show: showAlert } = useFormAlert();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const displayName = String(form.get('displayName') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirmPassword') ?? '');
    if (password !== confirm) {
      showAlert(t('auth.passwordsDoNotMatch'));
      return;
    }
    const problem = passwordProblem(password, { email });
    if (problem) {
      showAlert(t(PASSWORD_PROBLEM_MESSAGE[problem]));
      return;
    }
    showAlert(null);
    setBusy(true);
    try {
      await signUp(displayName, email, password);
      navigate(paths.home);
    } catch (failure) {
      setBusy(false);
      showAlert(t(authErrorKey(failure)));
    }
  }

  const alertId = `${id}-alert`;
  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-describedby={alertMessage ? alertId : undefined} noValidate={false}>
      <h1>{t('auth.signUpHeading')}</h1>
      <p className="form-note">{t('auth.signUpWhy')}</p>
      <label htmlFor={`${id}-name`}>{t('auth.displayName')}</label>
      <input id={`${id}-name`} name="displayName" type="text" autoComplete="name" required maxLength={80} />
      <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      <NewPasswordFields id={id} label={t('auth.password')} />
      <FormAlert id={alertId} ref={alertRef} message={alertMessage} />
      <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy}>
        {busy ? t('auth.working') : t('auth.signUpButton')}
      </button>
      <GoogleButton onError={showAlert} />
      <p>
        {t('auth.haveAccount')} <Link to={paths.login}>{t('auth.logInHere')}</Link>
      </p>
    </form>
  );
}
