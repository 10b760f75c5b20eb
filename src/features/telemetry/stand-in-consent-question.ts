import consentCopy from '../../../schemas/messages/consent.json' with { type: 'json' };
import type { StandInChoice } from '../../lib/consent/stand-in-consent.ts';

/** Marks the question the build wrote into the page, for the banner's script to take over. */
export const builtQuestionAttribute = 'data-consent-question-from-build';
/** Set on <html> by the banner's script when a choice exists: the built question stays hidden. */
export const choiceMadeAttribute = 'data-consent-choice-made';
/** What each of the question's buttons answers. */
export const choiceAttribute = 'data-consent-choice';

const words = consentCopy.banner;

type Child = Node | string;

/** An element with its attributes and children, made in `doc`. */
export function element<K extends keyof HTMLElementTagNameMap>(
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

/** The banner's region, overlaying the bottom of the screen, around its content. */
export function consentOverlay(doc: Document, ...content: Child[]): HTMLElement {
  return element(
    doc,
    'section',
    { class: 'consent-banner', 'aria-label': words.regionLabel },
    element(doc, 'div', { class: 'page-width' }, ...content),
  );
}

/**
 * The stand-in banner's question to a visitor without a choice, its buttons not yet wired: the
 * banner's script makes it at run time, and the build writes the same markup into every page so
 * the question paints with the page, not after its script (decision 049).
 */
export function consentQuestion(doc: Document): HTMLElement {
  const choiceButton = (choice: StandInChoice, text: string) =>
    element(doc, 'button', { type: 'button', class: 'button', [choiceAttribute]: choice }, text);
  return consentOverlay(
    doc,
    element(doc, 'h2', { class: 'consent-banner__title' }, words.title),
    element(doc, 'p', {}, words.essential),
    element(doc, 'p', {}, words.optional),
    element(doc, 'p', { class: 'consent-banner__note' }, words.standInNote),
    element(
      doc,
      'div',
      { class: 'button-group consent-banner__buttons' },
      choiceButton('accept-all', words.acceptAll),
      choiceButton('reject-all', words.rejectAll),
    ),
  );
}
