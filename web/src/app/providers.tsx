import { useEffect, useRef, type ReactNode } from 'react';
import { chatIdToken } from '../features/auth/api/auth-service';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { ChatProvider, useChat } from '../features/chat/hooks/use-chat';

// The plan follows the account; its store (and Firestore) loads only when an account needs it.
const planStore = () => import('../features/plan/api/plan-store');

/** A plan made as a guest moves into the account on sign-in (in the background; /plan retries). */
function adoptGuestPlan(uid: string) {
  planStore().then((store) => store.adoptGuestPlan(uid)).catch(() => undefined);
}

/** Shared phones are common: the account's plan leaves the device with the session. */
async function forgetPlanOnDevice() {
  await (await planStore()).forgetPlanOnDevice();
}

/**
 * Every chat message carries an ID token (the account's, or an anonymous user's made on first
 * use), so each browser has its own allowance even behind an address it shares.
 */
function ChatWithIdentity({ children }: { children: ReactNode }) {
  return (
    <ChatProvider getIdToken={chatIdToken}>
      <ClearChatOnLogout />
      {children}
    </ChatProvider>
  );
}

/** Logging out forgets the conversation in this tab (shared phones are common). */
function ClearChatOnLogout() {
  const { user } = useAuth();
  const { clear } = useChat();
  const signedInBefore = useRef(user !== null);
  useEffect(() => {
    if (signedInBefore.current && user === null) clear();
    signedInBefore.current = user !== null;
  }, [user, clear]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider onSignIn={adoptGuestPlan} onLogOut={forgetPlanOnDevice}>
      <ChatWithIdentity>{children}</ChatWithIdentity>
    </AuthProvider>
  );
}
