import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPageHydrated, rendersAsOnServer } from '../../lib/hydration';
import { whenIdle } from '../../lib/when-idle';
import * as service from './api/auth-service';
import { clearStoredUser, readStoredUser, writeStoredUser, type StoredUser } from './stored-user';

interface AuthState {
  user: StoredUser | null;
  /** Known once Firebase has restored the session; null before that and when signed out. */
  details: service.AccountDetails | null;
  /** A message key for the account banner (e.g. the display name could not be saved). */
  notice: string | null;
  dismissNotice: () => void;
  signUp: (displayName: string, email: string, password: string) => Promise<void>;
  logIn: (email: string, password: string) => Promise<void>;
  continueWithGoogle: () => Promise<void>;
  logOut: () => Promise<void>;
  /** After the email is confirmed (here or on another device). */
  refreshVerification: () => Promise<boolean>;
}

const AuthContext = createContext<AuthState | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  /** Runs after sign-up, log-in or Google sign-in, in the background (what else follows the account). */
  onSignIn?: (uid: string) => void;
  /** Runs as the visitor logs out, after the session ends (what leaves the device with it). */
  onLogOut?: () => Promise<void>;
}

const nothing = async () => undefined;

export function AuthProvider({ children, onSignIn = nothing, onLogOut = nothing }: AuthProviderProps) {
  const { i18n } = useTranslation();
  // The stored record greets the visitor at first paint; Firebase's auth state then rules.
  // A hydrated page starts signed out, as its prerendered HTML did, and then reads the record.
  const [startedAsOnServer] = useState(rendersAsOnServer);
  const [user, setUser] = useState<StoredUser | null>(() => (startedAsOnServer ? null : readStoredUser()));
  const [details, setDetails] = useState<service.AccountDetails | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';

  const remember = useCallback((next: StoredUser | null) => {
    if (!next) clearStoredUser();
    setUser(next);
  }, []);

  // The record follows the state, written after each render: written inside a state update or
  // beside one, an auth event queued before sign-up finished could overwrite the display name
  // that sign-up had just stored (the next visit then greeted no one by name).
  useEffect(() => {
    if (user) writeStoredUser(user);
  }, [user]);

  useEffect(() => {
    // React's pattern for device-only state on a hydrated page: read it once, after hydration
    // (of the page's own content too, see afterPageHydrated).
    if (startedAsOnServer) return afterPageHydrated(() => setUser((current) => current ?? readStoredUser()));
  }, [startedAsOnServer]);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let cancelIdle: () => void = () => undefined;
    const cancelWait = afterPageHydrated(() => {
      cancelIdle = whenIdle(() => {
        service
          .watchAuthState((next, nextDetails) => {
            setDetails(nextDetails);
            if (!next) clearStoredUser();
            // Sign-up sets the display name just after the account exists: keep the one we know.
            setUser((current) => (next && current?.uid === next.uid && !next.displayName ? { ...next, displayName: current.displayName } : next));
          })
          .then((stop) => {
            if (cancelled) stop();
            else unsubscribe = stop;
          })
          .catch(() => {
            // Offline at start: keep the stored record; the forms will report errors.
          });
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      cancelIdle();
      unsubscribe?.();
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      details,
      notice,
      dismissNotice: () => setNotice(null),
      signUp: async (displayName, email, password) => {
        const result = await service.signUp(displayName, email, password, language);
        remember(result.user);
        setDetails({ emailVerified: false, providers: ['password'] });
        if (!result.profileSaved) setNotice('auth.profileNotSaved');
        else if (!result.verificationSent) setNotice('auth.verifyFailed');
        onSignIn(result.user.uid);
      },
      logIn: async (email, password) => {
        const next = await service.logIn(email, password);
        remember(next);
        onSignIn(next.uid);
      },
      continueWithGoogle: async () => {
        const next = await service.continueWithGoogle(language);
        remember(next);
        onSignIn(next.uid);
      },
      logOut: async () => {
        try {
          await service.logOut();
        } finally {
          remember(null);
          setDetails(null);
          setNotice(null);
          await onLogOut().catch(() => undefined);
        }
      },
      refreshVerification: async () => {
        const verified = await service.refreshVerification();
        setDetails((current) => (current ? { ...current, emailVerified: verified } : current));
        return verified;
      },
    }),
    [user, details, notice, language, remember, onSignIn, onLogOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
