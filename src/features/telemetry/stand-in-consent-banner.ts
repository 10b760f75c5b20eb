import { banner as words } from '../../../schemas/messages/consent.json';
import {
  builtQuestionAttribute,
  choiceAttribute,
  choiceMadeAttribute,
  consentOverlay,
  consentQuestion,
  element,
} from './stand-in-consent-question.ts';
import {
  applyStandInChoice,
  standInAcceptedAll,
  standInChoiceMade,
  type StandInChoice,
} from '../../lib/consent/stand-in-consent.ts';
import { keepClearOfBottomOverlay } from './keep-clear-of-bottom-overlay.ts';
import './stand-in-consent-banner.css';

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

  const overlaid = (section: HTMLElement) => {
    stopKeepingClear = keepClearOfBottomOverlay(section);
  };

  const overlay = (...content: Node[]) => {
    const section = consentOverlay(doc, ...content);
    show(section, 'first');
    overlaid(section);
  };

  const wireQuestion = (question: HTMLElement) => {
    for (const choice of question.querySelectorAll<HTMLButtonElement>(`[${choiceAttribute}]`))
      choice.addEventListener('click', () =>
        choose(choice.getAttribute(choiceAttribute) as StandInChoice),
      );
  };

  const showQuestion = () => {
    const question = consentQuestion(doc);
    wireQuestion(question);
    show(question, 'first');
    overlaid(question);
  };

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

  // The build wrote the question into the page, so it paints with it (decision 049): it is
  // taken over where it stands, its buttons wired, or taken out for a visitor who has answered.
  const built = doc.querySelector<HTMLElement>(`[${builtQuestionAttribute}]`);
  doc.documentElement.removeAttribute(choiceMadeAttribute);
  if (standInChoiceMade()) {
    built?.remove();
    showReminder(standInAcceptedAll());
  } else if (built) {
    shown = built;
    wireQuestion(built);
    overlaid(built);
  } else showQuestion();
}

/**
 * Run as the banner's script starts, maybe before the body is parsed: a visitor who has
 * answered never sees the question the build wrote into the page (the styles hide it), even
 * for the moment until the page is parsed and it is taken out.
 */
export function hideBuiltQuestionIfAnswered(doc: Document): void {
  if (standInChoiceMade()) doc.documentElement.setAttribute(choiceMadeAttribute, '');
}
