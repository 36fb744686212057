import { useEffect, useRef, type ReactNode } from 'react';
import { chatIdToken } from '../features/auth/api/auth-service';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { ChatProvider, useChat } from '../features/chat/hooks/use-chat';

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
    <AuthProvider>
      <ChatWithIdentity>{children}</ChatWithIdentity>
    </AuthProvider>
  );
}
