import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The guide's topics behind the urgent line (content/guide/<id>/). */
export const URGENT_TOPICS = { emergencies: 'emergencies', violence: 'domestic-violence-trafficking' } as const;

/**
 * 911 and 988, and the guide's pages on emergencies and violence at home: with every error and
 * limit state of the chat, and one tap away in its header. The words come from the interface's
 * catalogue, already loaded with the page, and the numbers are plain tel:/sms: links, so the
 * line works with no connection; the guide's pages open inside the app, from the guide the
 * service worker keeps for offline use.
 */
export function UrgentHelp({ id, hidden }: { id?: string; hidden?: boolean }) {
  return (
    <div id={id} className="urgent-help" hidden={hidden}>
      <p>
        <Trans i18nKey="chat.urgentLine" components={{ dial: <a href="tel:911" />, call: <a href="tel:988" />, sms: <a href="sms:988" /> }} />
      </p>
      <p>
        <Trans
          i18nKey="chat.urgentGuide"
          components={{ emergencies: <Link to={paths.guideTopic(URGENT_TOPICS.emergencies)} />, violence: <Link to={paths.guideTopic(URGENT_TOPICS.violence)} /> }}
        />
      </p>
    </div>
  );
}
