import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert, useFormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { checkResetLink, confirmEmail, setNewPassword } from '../api/auth-service';
import { authErrorKey } from '../auth-errors';
import { NewPasswordFields } from './new-password-fields';
import { passwordProblem, PASSWORD_PROBLEM_MESSAGE } from '../password-policy';

type Step =
  | { kind: 'checking' }
  | { kind: 'invalid'; mode: string }
  | { kind: 'newPassword'; email: string }
  | { kind: 'done'; heading: string; message: string }
  | { kind: 'unknown' };

/** Handles the links in Firebase's emails: a password reset or an email confirmation. */
export function AuthActionHandler({ mode, code }: { mode: string; code: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'checking' });

  useEffect(() => {
    let active = true;
    const settle = (next: Step) => active && setStep(next);
    if (!code || (mode !== 'resetPassword' && mode !== 'verifyEmail')) settle({ kind: 'unknown' });
    else if (mode === 'resetPassword') checkResetLink(code).then((email) => settle({ kind: 'newPassword', email }), () => settle({ kind: 'invalid', mode }));
    else confirmEmail(code).then(() => settle({ kind: 'done', heading: 'settings.verified', message: 'auth.verifyDone' }), () => settle({ kind: 'invalid', mode }));
    return () => {
      active = false;
    };
  }, [mode, code]);

  if (step.kind === 'checking') return <p role="status">{t('auth.actionWorking')}</p>;
  if (step.kind === 'newPassword') return <NewPasswordForm code={code} email={step.email} onDone={() => setStep({ kind: 'done', heading: 'auth.resetHeading', message: 'auth.newPasswordSaved' })} />;
  return (
    <div className="auth-form">
      <h1>{t(step.kind === 'done' ? step.heading : 'auth.resetHeading')}</h1>
      <p role={step.kind === 'done' ? 'status' : 'alert'}>{step.kind === 'done' ? t(step.message) : step.kind === 'invalid' ? t('auth.linkInvalid') : t('auth.actionUnknown')}</p>
      <p>
        {step.kind === 'invalid' && step.mode === 'resetPassword' ? <Link to={paths.resetPassword}>{t('auth.resetButton')}</Link> : <Link to={paths.login}>{t('auth.backToLogin')}</Link>}
      </p>
    </div>
  );
}

function NewPasswordForm({ code, email, onDone }: { code: string; email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { message: alertMessage, ref: alertRef, show: showAlert } = useFormAlert();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirmPassword') ?? '')) {
      showAlert(t('auth.passwordsDoNotMatch'));
      return;
    }
    const problem = passwordProblem(password, { email });
    if (problem) {
      showAlert(t(PASSWORD_PROBLEM_MESSAGE[problem]));
      return;
    }
    setBusy(true);
    try {
      await setNewPassword(code, password);
      onDone();
    } catch (failure) {
      setBusy(false);
      showAlert(t(authErrorKey(failure)));
    }
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit}>
      <h1>{t('auth.newPasswordHeading')}</h1>
      <p className="form-note">{email}</p>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields id={id} label={t('auth.newPassword')} />
      <FormAlert id={`${id}-alert`} ref={alertRef} message={alertMessage} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('auth.working') : t('auth.newPasswordButton')}
      </button>
    </form>
  );
}
