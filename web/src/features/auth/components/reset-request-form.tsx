import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert, useFormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { requestPasswordReset } from '../api/auth-service';
import { authErrorKey } from '../auth-errors';

/** "Forgot password?": asks for the email and sends Firebase's reset link. */
export function ResetRequestForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { message: alertMessage, ref: alertRef, show: showAlert } = useFormAlert();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    showAlert(null);
    setBusy(true);
    try {
      await requestPasswordReset(email, i18n.resolvedLanguage ?? 'en');
      setSentTo(email);
    } catch (failure) {
      // An unknown email is not an error here: saying so would tell anyone who has an account.
      if (authErrorKey(failure) === 'auth.errors.invalidCredential') setSentTo(email);
      else showAlert(t(authErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit}>
      <h1>{t('auth.resetHeading')}</h1>
      <p className="form-note">{t('auth.resetIntro')}</p>
      <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      <FormAlert id={`${id}-alert`} ref={alertRef} message={alertMessage} />
      <p role="status" aria-live="polite" className="form-success">
        {sentTo ? t('auth.resetSent', { email: sentTo }) : ''}
      </p>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('auth.working') : t('auth.resetButton')}
      </button>
      <p>
        <Link to={paths.login}>{t('auth.backToLogin')}</Link>
      </p>
    </form>
  );
}
