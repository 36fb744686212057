import { useEffect, useRef, type ReactNode } from 'react';
import { currentIdToken } from '../features/auth/api/auth-service';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { ChatProvider, useChat } from '../features/chat/hooks/use-chat';

/** Signed-in visitors send their ID token with chat questions for the larger allowance. */
function ChatWithIdentity({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <ChatProvider getIdToken={user ? currentIdToken : undefined}>
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
