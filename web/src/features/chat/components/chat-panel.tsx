import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../../components/external-link';
import { paths } from '../../../config/paths';
import { useOnline } from '../../../lib/use-online';
import { MAX_MESSAGE_CHARS, textareaHeight, type ChatFailureKind } from '../chat-logic';
import { useChat } from '../hooks/use-chat';
import { MessageText } from './message-text';
import { RemovedNotice } from './removed-notice';
import { UrgentHelp } from './urgent-help';

const FAILURE_MESSAGES: Record<ChatFailureKind, string> = {
  rate_limited: 'chat.errorRateLimited',
  busy: 'chat.errorBusy',
  too_long: 'chat.errorTooLong',
  timeout: 'chat.errorTimeout',
  network: 'chat.errorNetwork',
  generic: 'chat.errorGeneric',
  reload: 'chat.errorReload',
};

/** The conversation, loaded the first time the visitor opens the chat. */
export function ChatPanel({ panelId, hidden, onClose }: { panelId: string; hidden: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const interfaceLanguage = i18n.resolvedLanguage ?? 'en';
  // An answer in another language than the interface links to the topic in that language.
  const topicPath = (id: string, lang: string | undefined) => (lang && lang !== interfaceLanguage ? paths.guideTopicIn(lang, id) : paths.guideTopic(id));
  const { messages, typing, failure, send, retry } = useChat();
  const online = useOnline();
  const [draft, setDraft] = useState('');
  const [urgentOpen, setUrgentOpen] = useState(false);
  const titleId = useId();
  const urgentId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!hidden) inputRef.current?.focus();
  }, [hidden]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    // Back to the textarea after an answer, but only if the visitor is still in the chat.
    if (!typing && !hidden && panelRef.current?.contains(document.activeElement)) inputRef.current?.focus();
  }, [messages, typing, failure, hidden]);

  function submit() {
    if (send(draft)) setDraft('');
    // The send button is disabled while the assistant types: keep focus where typing happens.
    inputRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section
      ref={panelRef}
      id={panelId}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={hidden}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {/* Not a <header>: inside a dialog it would be a second banner landmark of the page. */}
      <div className="chat-header">
        <h2 id={titleId}>{t('chat.title')}</h2>
        <button type="button" className="chat-urgent-toggle" aria-expanded={urgentOpen} aria-controls={urgentId} onClick={() => setUrgentOpen(!urgentOpen)}>
          {t('chat.urgentToggle')}
        </button>
        <button type="button" className="chat-close" onClick={onClose} aria-label={t('chat.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <UrgentHelp id={urgentId} hidden={!urgentOpen} />
      <ol ref={listRef} className="chat-messages" aria-live="polite" aria-relevant="additions" tabIndex={0} aria-label={t('chat.title')}>
        <li className="chat-message incoming">
          <p>
            {t('chat.greeting1')}
            <br />
            {t('chat.greeting2')}
          </p>
        </li>
        {messages.map((message) => (
          <li key={message.id} className={`chat-message ${message.role}`} dir="auto" lang={message.lang}>
            <span className="visually-hidden">{message.role === 'outgoing' ? t('chat.you') : t('chat.bot')}: </span>
            {message.removed && message.removed.length > 0 && <RemovedNotice kinds={message.removed} />}
            <p>
              <MessageText text={message.content} sources={message.sources} />
            </p>
            {message.topics && message.topics.length > 0 && (
              <ul className="chat-links">
                {message.topics.map((topic) => (
                  <li key={topic.id}>
                    <Link to={topicPath(topic.id, message.lang)}>{t('chat.guideLink', { title: topic.title })}</Link>
                  </li>
                ))}
                <li>
                  <Link to={paths.plan}>{t('chat.planLink')}</Link>
                </li>
              </ul>
            )}
            {message.sources && message.sources.length > 0 && (
              <details className="chat-sources" open>
                <summary>{t('chat.sources')}</summary>
                <ul className="chat-links">
                  {message.sources.map((source) => (
                    <li key={source.url}>
                      <ExternalLink href={source.url}>{source.title}</ExternalLink>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ol>
      <div className="chat-status" role="status">
        {!online && (
          <>
            <p className="chat-offline">
              {t('chat.offline')} <Link to={paths.guide}>{t('chat.offlineGuide')}</Link>
            </p>
            <UrgentHelp />
          </>
        )}
        {online && failure && (
          <>
            <p className="chat-error">
              {t(FAILURE_MESSAGES[failure.kind], { minutes: failure.minutes })}{' '}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  retry();
                  inputRef.current?.focus();
                }}
                disabled={typing}
              >
                {t('chat.retry')}
              </button>
            </p>
            <UrgentHelp />
          </>
        )}
      </div>
      <form
        className="chat-input"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${panelId}-input`} className="visually-hidden">
          {t('chat.inputLabel')}
        </label>
        <textarea
          id={`${panelId}-input`}
          ref={inputRef}
          value={draft}
          placeholder={t('chat.placeholder')}
          maxLength={MAX_MESSAGE_CHARS}
          rows={1}
          style={{ height: textareaHeight(draft) }}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className="button" disabled={typing || !online}>
          {typing ? t('chat.typing') : t('chat.send')}
        </button>
      </form>
      <p className="chat-disclaimer">{t('chat.disclaimer')}</p>
    </section>
  );
}
