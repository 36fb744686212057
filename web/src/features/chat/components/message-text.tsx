import { useTranslation } from 'react-i18next';
import { linkify } from '../chat-logic';

/** Renders an answer as text with clickable links; markup in the answer stays text. */
export function MessageText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.href}
            <span className="visually-hidden"> {t('chat.newTab')}</span>
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
