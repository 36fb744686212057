import { ExternalLink } from '../../../components/external-link';
import { isTrustedLink, linkify } from '../chat-logic';

/**
 * Renders an answer as text; markup in it stays text, and only official addresses and the
 * answer's own sources become links.
 */
export function MessageText({ text, sources }: { text: string; sources?: readonly { url: string }[] }) {
  return (
    <>
      {linkify(text, (href) => isTrustedLink(href, sources)).map((part, i) =>
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
