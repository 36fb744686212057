import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth-context';
import * as service from '../api/auth-service';

type Sending = 'idle' | 'busy' | 'sent' | 'failed' | 'pending';

/**
 * Under the navigation for signed-in visitors: a notice from sign-up (if any), and until the
 * email is confirmed, a reminder with "send again" and "I confirmed it".
 */
export function AccountBanner() {
  const { t, i18n } = useTranslation();
  const { user, details, notice, dismissNotice, refreshVerification } = useAuth();
  const [sending, setSending] = useState<Sending>('idle');
  if (!user) return null;
  const unverified = details !== null && !details.emailVerified && details.providers.includes('password');
  if (!notice && !unverified) return null;

  async function resend() {
    setSending('busy');
    try {
      await service.sendVerification(i18n.resolvedLanguage ?? 'en');
      setSending('sent');
    } catch {
      setSending('failed');
    }
  }

  async function refresh() {
    setSending('busy');
    try {
      setSending((await refreshVerification()) ? 'idle' : 'pending');
    } catch {
      setSending('failed');
    }
  }

  const status: Record<Sending, string> = {
    idle: '',
    busy: t('auth.working'),
    sent: t('auth.verifySent'),
    failed: t('auth.verifyFailed'),
    pending: t('auth.verifyStillPending'),
  };

  return (
    <div className="account-banner">
      {notice && (
        <p role="alert">
          {t(notice)}{' '}
          <button type="button" className="link-button" onClick={dismissNotice}>
            {t('chat.close')}
          </button>
        </p>
      )}
      {unverified && (
        <>
          <p>{t('auth.verifyBanner', { email: user.email ?? '' })}</p>
          <p className="account-banner-actions">
            <button type="button" className="button button-secondary" onClick={resend} disabled={sending === 'busy'}>
              {t('auth.verifyResend')}
            </button>
            <button type="button" className="button button-secondary" onClick={refresh} disabled={sending === 'busy'}>
              {t('auth.verifyRefresh')}
            </button>
          </p>
          <p role="status" aria-live="polite">
            {status[sending]}
          </p>
        </>
      )}
    </div>
  );
}
