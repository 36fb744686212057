import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import * as service from './api/auth-service';
import { clearStoredUser, readStoredUser, writeStoredUser, type StoredUser } from './stored-user';

interface AuthState {
  user: StoredUser | null;
  signUp: (displayName: string, email: string, password: string) => Promise<void>;
  logIn: (email: string, password: string) => Promise<void>;
  logOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Runs `task` once the browser is idle after first paint (or soon, where idle callbacks are missing). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1500);
  return () => clearTimeout(handle);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // The stored record greets the visitor at first paint; Firebase's auth state then rules.
  const [user, setUser] = useState<StoredUser | null>(() => readStoredUser());

  const remember = useCallback((next: StoredUser | null) => {
    if (next) writeStoredUser(next);
    else clearStoredUser();
    setUser(next);
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      service
        .watchAuthState((next) => {
          // Sign-up sets the display name just after the account exists: keep the one we know.
          setUser((current) => {
            const merged = next && current?.uid === next.uid && !next.displayName ? { ...next, displayName: current.displayName } : next;
            if (merged) writeStoredUser(merged);
            else clearStoredUser();
            return merged;
          });
        })
        .then((stop) => {
          if (cancelled) stop();
          else unsubscribe = stop;
        })
        .catch(() => {
          // Offline at start: keep the stored record; the forms will report errors.
        });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      unsubscribe?.();
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      signUp: async (displayName, email, password) => remember(await service.signUp(displayName, email, password)),
      logIn: async (email, password) => remember(await service.logIn(email, password)),
      logOut: async () => {
        try {
          await service.logOut();
        } finally {
          remember(null);
        }
      },
    }),
    [user, remember],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
