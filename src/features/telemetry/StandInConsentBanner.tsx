import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import copy from '../../../schemas/messages/consent.json';
import {
  applyStandInChoice,
  standInAcceptedAll,
  standInChoiceMade,
  type StandInChoice,
} from '../../lib/consent/stand-in-consent';
import { useBottomOverlaySpace } from './use-bottom-overlay-space';
import './stand-in-consent-banner.css';

const words = copy.banner;

type View = 'question' | 'confirmation' | 'hidden';

/**
 * The embedded stub's stand-in for the main site's OneTrust banner (GOV.UK cookie banner
 * pattern): accept all, reject all, and later withdraw or change, through the same interface
 * OneTrust offers, so a person can watch monitoring and the beacon start and stop.
 *
 * It arrives after the page has painted (its own chunk), so it must not move the page: the
 * question is first in the reading order but overlays the bottom of the viewport, as OneTrust's
 * banner does, and the reminder of a choice made goes after the footer.
 */
export function StandInConsentBanner() {
  const [view, setView] = useState<View>(() => (standInChoiceMade() ? 'hidden' : 'question'));
  const [accepted, setAccepted] = useState(standInAcceptedAll);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const overlayRef = useRef<HTMLElement>(null);
  useBottomOverlaySpace(overlayRef, view !== 'hidden');

  useEffect(() => {
    if (view === 'confirmation') confirmationRef.current?.focus();
  }, [view]);

  const choose = (choice: StandInChoice) => {
    applyStandInChoice(choice);
    setAccepted(choice === 'accept-all');
    setView('confirmation');
  };

  if (view === 'hidden') {
    return createPortal(
      <section className="consent-banner consent-banner--settings" aria-label={words.regionLabel}>
        <p className="page-width consent-banner__settings">
          {accepted ? words.acceptedSummary : words.rejectedSummary}{' '}
          <button
            type="button"
            className="consent-banner__link-button"
            onClick={() => (accepted ? choose('reject-all') : setView('question'))}
          >
            {accepted ? words.withdraw : words.change}
          </button>
        </p>
      </section>,
      document.body,
    );
  }

  return (
    <section ref={overlayRef} className="consent-banner" aria-label={words.regionLabel}>
      <div className="page-width">
        {view === 'question' ? (
          <>
            <h2 className="consent-banner__title">{words.title}</h2>
            <p>{words.essential}</p>
            <p>{words.optional}</p>
            <p className="consent-banner__note">{words.standInNote}</p>
            <div className="consent-banner__buttons">
              <button
                type="button"
                className="consent-banner__button"
                onClick={() => choose('accept-all')}
              >
                {words.acceptAll}
              </button>
              <button
                type="button"
                className="consent-banner__button"
                onClick={() => choose('reject-all')}
              >
                {words.rejectAll}
              </button>
            </div>
          </>
        ) : (
          <>
            <p ref={confirmationRef} tabIndex={-1} role="status">
              {accepted ? words.acceptedConfirmation : words.rejectedConfirmation}
            </p>
            <div className="consent-banner__buttons">
              <button
                type="button"
                className="consent-banner__button"
                onClick={() => setView('hidden')}
              >
                {words.hide}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
