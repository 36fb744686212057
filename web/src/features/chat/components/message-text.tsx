import { ExternalLink } from '../../../components/external-link';
import { linkify } from '../chat-logic';

/** Renders an answer as text with clickable links; markup in the answer stays text. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <ExternalLink key={i} href={part.href}>
            {part.href}
          </ExternalLink>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
