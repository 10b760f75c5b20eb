import { ContentLink } from '../../lib/navigation/ContentLink.tsx';
import { contactMessages } from './contact-messages.ts';

/** The notice pointing to emergency support (gas smell, meter fault, no heating or hot water). */
export function EmergencyNotice() {
  const { title, body, link } = contactMessages.emergency;
  return (
    <aside className="emergency-notice" aria-labelledby="emergency-notice-title">
      <h2 id="emergency-notice-title" className="emergency-notice__title">
        {title}
      </h2>
      <p>{body}</p>
      <p>
        <ContentLink href={link.href} className="emergency-notice__link">
          {link.label}
        </ContentLink>
      </p>
    </aside>
  );
}
