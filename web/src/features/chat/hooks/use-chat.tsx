import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasVisibleText } from '@chat/chat-contract';
import { appCheckToken } from '../../../lib/app-check';
import { afterPageHydrated, rendersAsOnServer } from '../../../lib/hydration';
import { whenIdle } from '../../../lib/when-idle';
import { sendChat } from '../api/send-chat';
import { conversationId, failureReason, forgetConversationId, historyFor, loadConversation, MAX_MESSAGE_CHARS, saveConversation, type ChatFailureReason, type ChatMessage } from '../chat-logic';

export interface ChatFailure extends ChatFailureReason {
  /** The question that got no answer, sent again by Retry. */
  text: string;
}

interface ChatState {
  messages: ChatMessage[];
  typing: boolean;
  failure: ChatFailure | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  send: (text: string) => boolean;
  retry: () => void;
  /** Forgets the conversation (on logout: shared phones are common). */
  clear: () => void;
}

const ChatContext = createContext<ChatState | null>(null);

let nextId = 0;
const newId = () => `${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/**
 * Holds the conversation above the router, so it survives navigation, and in
 * sessionStorage, so it survives a reload.
 */
export function ChatProvider({ children, getIdToken }: { children: ReactNode; getIdToken?: () => Promise<string | null> }) {
  const { i18n } = useTranslation();
  // A hydrated page starts empty, as its prerendered HTML did, and then reads the tab's conversation.
  const [startedAsOnServer] = useState(rendersAsOnServer);
  const [messages, setMessages] = useState<ChatMessage[]>(() => (startedAsOnServer ? [] : loadConversation()));
  const [typing, setTyping] = useState(false);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [open, setOpen] = useState(false);
  const messagesRef = useRef(messages);
  // The id the service ties its seals to; read or made on the first message (see conversationId).
  const conversation = useRef<string | null>(null);
  // On a hydrated page the tab's conversation is read a little later: nothing is saved before
  // that, or the empty first render would overwrite it.
  const restored = useRef(!startedAsOnServer);

  /** Reads the tab's conversation once: when the page is live, or when the visitor uses the chat first. */
  const restore = useCallback(() => {
    if (restored.current) return;
    restored.current = true;
    const stored = loadConversation();
    if (stored.length === 0) return;
    messagesRef.current = stored;
    setMessages(stored);
  }, []);

  useEffect(() => {
    if (!startedAsOnServer) return;
    // React's pattern for device-only state on a hydrated page: read it once, after hydration
    // (of the page's own content too, see afterPageHydrated). The chat sits outside the page and
    // works before that: using it reads the conversation at once (restore, below).
    return afterPageHydrated(restore);
  }, [startedAsOnServer, restore]);

  useEffect(() => {
    messagesRef.current = messages;
    if (restored.current) saveConversation(messages);
  }, [messages]);

  const request = useCallback(
    async (text: string, earlier: ChatMessage[]) => {
      setTyping(true);
      setFailure(null);
      try {
        const [token, appCheck] = await Promise.all([getIdToken ? getIdToken().catch(() => null) : null, appCheckToken()]);
        conversation.current ??= conversationId();
        const answer = await sendChat(
          { message: text, history: historyFor(earlier), locale: i18n.resolvedLanguage ?? 'en', conversation: conversation.current },
          token,
          appCheck,
        );
        setMessages((current) => [
          ...current,
          {
            id: newId(),
            role: 'incoming',
            content: answer.reply,
            sources: answer.sources,
            topics: answer.topics,
            lang: answer.lang,
            removed: answer.removed,
            ...(answer.seal ? { seal: answer.seal } : {}),
          },
        ]);
      } catch (error) {
        setFailure({ text, ...failureReason(error) });
      } finally {
        setTyping(false);
      }
    },
    [getIdToken, i18n],
  );

  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      if (!hasVisibleText(text) || typing) return false;
      const clipped = text.slice(0, MAX_MESSAGE_CHARS);
      restore();
      const earlier = messagesRef.current;
      const next: ChatMessage[] = [...earlier, { id: newId(), role: 'outgoing', content: clipped }];
      messagesRef.current = next;
      setMessages(next);
      void request(clipped, earlier);
      return true;
    },
    [request, typing, restore],
  );

  const retry = useCallback(() => {
    if (!failure || typing) return;
    const all = messagesRef.current;
    // The failed question is already the last outgoing message: send it again as it was.
    const lastOutgoing = all.map((m) => m.role).lastIndexOf('outgoing');
    void request(failure.text, lastOutgoing >= 0 ? all.slice(0, lastOutgoing) : all);
  }, [failure, request, typing]);

  const clear = useCallback(() => {
    restored.current = true;
    forgetConversationId();
    conversation.current = null;
    messagesRef.current = [];
    setMessages([]);
    setFailure(null);
    setOpen(false);
  }, []);

  // The visitor's identity (an anonymous sign-in, the first time) is made ready in idle time
  // once the panel opens, so the first message does not wait for it; never before, so the page
  // itself never pays for it.
  const identityReady = useRef(false);
  const openPanel = useCallback(
    (next: boolean) => {
      if (next) restore();
      if (next && getIdToken && !identityReady.current) {
        identityReady.current = true;
        whenIdle(() => void getIdToken().catch(() => null));
      }
      setOpen(next);
    },
    [restore, getIdToken],
  );

  const value = useMemo<ChatState>(
    () => ({ messages, typing, failure, open, setOpen: openPanel, send, retry, clear }),
    [messages, typing, failure, open, openPanel, send, retry, clear],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChat(): ChatState {
  const state = useContext(ChatContext);
  if (!state) throw new Error('useChat must be used inside <ChatProvider>');
  return state;
}
