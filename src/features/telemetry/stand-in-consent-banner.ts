import { banner as words } from '../../../schemas/messages/consent.json';
import {
  applyStandInChoice,
  standInAcceptedAll,
  standInChoiceMade,
  type StandInChoice,
} from '../../lib/consent/stand-in-consent.ts';
import { keepClearOfBottomOverlay } from './keep-clear-of-bottom-overlay.ts';
import './stand-in-consent-banner.css';

type Child = Node | string;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string>,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const made = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

function button(doc: Document, className: string, text: string, onClick: () => void) {
  const made = element(doc, 'button', { type: 'button', class: className }, text);
  made.addEventListener('click', onClick);
  return made;
}

/**
 * The embedded stub's stand-in for the main site's OneTrust banner (GOV.UK cookie banner
 * pattern): accept all, reject all, and later withdraw or change, through the same interface
 * OneTrust offers, so a person can watch monitoring and the beacon start and stop.
 *
 * Like OneTrust's, it is a script of its own beside the site's, not part of the app, so it shows
 * as soon as it has loaded, whether or not the app has. The question is first in the reading
 * order but overlays the bottom of the viewport, so it moves nothing on the page; the reminder
 * of a choice made goes at the end of the page, after the footer.
 */
export function showStandInConsentBanner(doc: Document): void {
  let shown: HTMLElement | undefined;
  let stopKeepingClear: () => void = () => undefined;

  const show = (section: HTMLElement, where: 'first' | 'last') => {
    stopKeepingClear();
    shown?.remove();
    shown = section;
    if (where === 'first') doc.body.prepend(section);
    else doc.body.append(section);
  };

  const choose = (choice: StandInChoice) => {
    applyStandInChoice(choice);
    showConfirmation(choice === 'accept-all');
  };

  const overlay = (...content: Child[]) => {
    const section = element(
      doc,
      'section',
      { class: 'consent-banner', 'aria-label': words.regionLabel },
      element(doc, 'div', { class: 'page-width' }, ...content),
    );
    show(section, 'first');
    stopKeepingClear = keepClearOfBottomOverlay(section);
  };

  const showQuestion = () =>
    overlay(
      element(doc, 'h2', { class: 'consent-banner__title' }, words.title),
      element(doc, 'p', {}, words.essential),
      element(doc, 'p', {}, words.optional),
      element(doc, 'p', { class: 'consent-banner__note' }, words.standInNote),
      element(
        doc,
        'div',
        { class: 'button-group consent-banner__buttons' },
        button(doc, 'button', words.acceptAll, () => choose('accept-all')),
        button(doc, 'button', words.rejectAll, () => choose('reject-all')),
      ),
    );

  const showConfirmation = (accepted: boolean) => {
    const confirmation = element(
      doc,
      'p',
      { tabindex: '-1', role: 'status' },
      accepted ? words.acceptedConfirmation : words.rejectedConfirmation,
    );
    overlay(
      confirmation,
      element(
        doc,
        'div',
        { class: 'button-group consent-banner__buttons' },
        button(doc, 'button', words.hide, () => showReminder(accepted)),
      ),
    );
    confirmation.focus();
  };

  const showReminder = (accepted: boolean) =>
    show(
      element(
        doc,
        'section',
        { class: 'consent-banner consent-banner--settings', 'aria-label': words.regionLabel },
        element(
          doc,
          'p',
          { class: 'page-width consent-banner__settings' },
          `${accepted ? words.acceptedSummary : words.rejectedSummary} `,
          button(doc, 'link-button', accepted ? words.withdraw : words.change, () =>
            accepted ? choose('reject-all') : showQuestion(),
          ),
        ),
      ),
      'last',
    );

  if (standInChoiceMade()) showReminder(standInAcceptedAll());
  else showQuestion();
}
