import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/use-chat';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

/** The floating toggle ships with the page; the panel's code loads on first open. */
export function ChatWidget() {
  const { t } = useTranslation();
  const { open, setOpen, messages } = useChat();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Once opened (or when a conversation already exists), the panel stays mounted so its state survives closing.
  const [mounted, setMounted] = useState(open || messages.length > 0);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div className="chat" data-open={open}>
      <button
        ref={toggleRef}
        type="button"
        className="chat-toggle"
        aria-expanded={open}
        aria-controls={mounted ? panelId : undefined}
        aria-label={open ? t('chat.close') : t('chat.open')}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          setOpen(!open);
        }}
      >
        {open ? (
          <span aria-hidden="true">×</span>
        ) : (
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28">
            <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
          </svg>
        )}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel panelId={panelId} hidden={!open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
