import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/hydration';
import { useAuth } from '../auth-context';
import { authErrorKey } from '../auth-errors';

/** "Continue with Google": a real sign-in through Firebase Auth's Google provider. */
export function GoogleButton({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const { continueWithGoogle } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Before hydration the click would do nothing: a button that does nothing is not offered.
  const hydrated = useHydrated();

  async function handleClick() {
    onError(null);
    setBusy(true);
    try {
      await continueWithGoogle();
      navigate(paths.home);
    } catch (failure) {
      setBusy(false);
      // Closed, blocked or an existing email account have their own messages; anything else means
      // Google's sign-in window or script could not be reached (the SDK then reports a network
      // error, an internal error, or the script's failed load, depending on timing).
      const key = authErrorKey(failure);
      onError(t(key === 'auth.errors.unknown' || key === 'auth.errors.network' ? 'auth.googleNetwork' : key));
    }
  }

  return (
    <>
      <p className="auth-divider">
        <span>{t('auth.orDivider')}</span>
      </p>
      <button type="button" className="button button-google" onClick={handleClick} disabled={busy || !hydrated} aria-busy={busy}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.4 9.1 5.4 12 5.4z" />
        </svg>
        {busy ? t('auth.working') : t('auth.continueWithGoogle')}
      </button>
    </>
  );
}
