import { useTranslation } from 'react-i18next';

/** A new password with its rule, and its confirmation (sign-up, and a reset link's form). */
export function NewPasswordFields({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={`${id}-password`}>{label}</label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="new-password" required aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="field-hint">
        {t('auth.passwordHint')}
      </p>
      <label htmlFor={`${id}-confirm`}>{t('auth.confirmPassword')}</label>
      <input id={`${id}-confirm`} name="confirmPassword" type="password" autoComplete="new-password" required />
    </>
  );
}
