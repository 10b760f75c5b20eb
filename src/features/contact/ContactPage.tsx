import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { meterReadContentQuery } from '../../lib/meter-read-content/meter-read-content.ts';
import { logError } from '../../lib/telemetry/log-error.ts';
import { ContactCard } from './ContactCard.tsx';
import { contactMessages } from './contact-messages.ts';
import { EmergencyNotice } from './EmergencyNotice.tsx';
import { MeterReadWeekExtras } from './MeterReadWeekExtras.tsx';
import './contact.css';
import { pageTitle } from '../../site/page-title.ts';

/**
 * The contact page (SPEC section 2): the emergency notice and a card per kind of customer.
 * The cards never wait for content; in meter-read week the first card gains its extras. If the
 * meter-read content cannot be fetched the page still works, without them, and the error is logged.
 */
export function ContactPage() {
  const meterRead = useQuery(meterReadContentQuery);
  useEffect(() => {
    if (meterRead.error) logError(meterRead.error, { source: 'contact-meter-read-content' });
  }, [meterRead.error]);
  const meterReadWeek = meterRead.data?.isMeterReadWeek ? meterRead.data : undefined;

  return (
    <div className="page-width">
      <PageHead title={pageTitle(contactMessages.pageTitle)} />
      <h1>{contactMessages.heading}</h1>
      <p className="contact-page__intro">{contactMessages.intro}</p>
      <EmergencyNotice />
      <div className="contact-page__cards">
        {contactMessages.cards.map((card) => (
          <ContactCard key={card.id} card={card}>
            {card.showsMeterReadWeek && meterReadWeek ? (
              <MeterReadWeekExtras content={meterReadWeek} />
            ) : null}
          </ContactCard>
        ))}
      </div>
    </div>
  );
}
