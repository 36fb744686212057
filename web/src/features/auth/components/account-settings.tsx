import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert, useFormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { deleteAccount, profileForDownload } from '../api/auth-service';
import { useAuth } from '../auth-context';
import { authErrorKey } from '../auth-errors';

/** What the site keeps about an account besides its profile (the plan): `app/` supplies it. */
export interface AccountData {
  /** The account's other data, by name, for the download (e.g. `{ plan }`). */
  read: (uid: string) => Promise<Record<string, unknown>>;
  /** Deletes it; runs after the visitor is confirmed again and before the account goes. */
  remove: (uid: string) => Promise<void>;
}

/** Saves `data` as a file the visitor keeps (no server involved). */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AccountSettings({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  const { user, details } = useAuth();
  const [deleted, setDeleted] = useState(false);
  if (deleted) {
    return (
      <p role="status" className="form-success">
        {t('settings.deleted')}
      </p>
    );
  }
  if (!user) {
    return (
      <p>
        <Link to={paths.login}>{t('settings.signInFirst')}</Link>
      </p>
    );
  }
  return (
    <>
      <section aria-labelledby="settings-account">
        <h2 id="settings-account">{t('settings.account')}</h2>
        <p>
          {t('settings.emailLabel')}: <span data-testid="settings-email">{user.email}</span>
          {details && <> ({details.emailVerified ? t('settings.verified') : t('settings.notVerified')})</>}
        </p>
      </section>
      <DownloadData read={data.read} />
      <DeleteAccount usesPassword={details ? details.providers.includes('password') : true} remove={data.remove} onDeleted={() => setDeleted(true)} />
    </>
  );
}

function DownloadData({ read }: { read: AccountData['read'] }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    setFailed(false);
    try {
      const profile = await profileForDownload();
      const rest = await read(String(profile.uid));
      saveJson({ exportedAt: new Date().toISOString(), profile, ...rest }, 'my-data.json');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="settings-download">
      <h2 id="settings-download">{t('settings.downloadHeading')}</h2>
      <p>{t('settings.downloadIntro')}</p>
      <button type="button" className="button button-secondary" onClick={handleClick} disabled={busy} aria-busy={busy}>
        {busy ? t('auth.working') : t('settings.downloadButton')}
      </button>
      {failed && <p role="alert">{t('settings.downloadFailed')}</p>}
    </section>
  );
}

function DeleteAccount({ usesPassword, remove, onDeleted }: { usesPassword: boolean; remove: AccountData['remove']; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { logOut } = useAuth();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { message: alertMessage, ref: alertRef, show: showAlert } = useFormAlert();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const password = usesPassword ? String(new FormData(event.currentTarget).get('password') ?? '') : null;
    setBusy(true);
    showAlert(null);
    try {
      await deleteAccount(password, remove);
      onDeleted();
      await logOut().catch(() => undefined);
    } catch (failure) {
      const key = authErrorKey(failure);
      setBusy(false);
      showAlert(t(key === 'auth.errors.unknown' ? 'settings.deleteFailed' : key));
    }
  }

  return (
    <section aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('settings.deleteHeading')}</h2>
      <p>{t('settings.deleteIntro')}</p>
      {!confirming ? (
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          {t('settings.deleteStart')}
        </button>
      ) : (
        <form className="auth-form" onSubmit={handleSubmit} aria-labelledby={`${id}-heading`}>
          <h3 id={`${id}-heading`}>{t('settings.deleteConfirmHeading')}</h3>
          <p>{usesPassword ? t('settings.deleteConfirmText') : t('settings.deleteConfirmGoogle')}</p>
          {usesPassword && (
            <>
              <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
              <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required autoFocus />
            </>
          )}
          <FormAlert id={`${id}-alert`} ref={alertRef} message={alertMessage} />
          <p className="form-actions">
            <button type="submit" className="button button-danger" disabled={busy} aria-busy={busy}>
              {busy ? t('auth.working') : t('settings.deleteConfirmButton')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('settings.deleteCancel')}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
