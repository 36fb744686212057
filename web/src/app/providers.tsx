import type { ReactNode } from 'react';
import { currentIdToken } from '../features/auth/api/auth-service';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { ChatProvider } from '../features/chat/hooks/use-chat';

/** Signed-in visitors send their ID token with chat questions for the larger allowance. */
function ChatWithIdentity({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <ChatProvider getIdToken={user ? currentIdToken : undefined}>{children}</ChatProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <ChatWithIdentity>{children}</ChatWithIdentity>
    </AuthProvider>
  );
}
