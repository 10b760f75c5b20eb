import { prerenderedHeadAttribute } from './prerendering';

/**
 * What a visitor did on a prerendered page (decision 015) before the app rendered over it: the
 * words typed into its text boxes and where the focus was. The app's first render replaces the
 * prerendered elements with its own, identical ones; this carries the visitor's part across, so
 * nothing typed is lost and focus stays where it was.
 */
export interface PrerenderedPageState {
  readonly fields: readonly TypedField[];
  /** The focused element's place among the page's focusable elements, if one had focus. */
  readonly focusIndex: number | undefined;
}

interface TypedField {
  /** The field's place among the page's text fields. */
  readonly index: number;
  readonly value: string;
  readonly selectionStart: number | null;
  readonly selectionEnd: number | null;
}

const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';
const textFields =
  'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"]';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Reads what the visitor did on the prerendered page in `root`; nothing when it is empty. */
export function readPrerenderedPageState(root: HTMLElement): PrerenderedPageState | undefined {
  if (!root.hasChildNodes()) return undefined;
  const fields = [...root.querySelectorAll<TextField>(textFields)].flatMap((field, index) =>
    field.value === field.defaultValue
      ? []
      : [
          {
            index,
            value: field.value,
            selectionStart: field.selectionStart,
            selectionEnd: field.selectionEnd,
          },
        ],
  );
  const active = root.ownerDocument.activeElement;
  const focusIndex =
    active && root.contains(active) ? [...root.querySelectorAll(focusable)].indexOf(active) : -1;
  return { fields, focusIndex: focusIndex >= 0 ? focusIndex : undefined };
}

/**
 * Puts the visitor's typing and focus back into the app's own elements once it has rendered,
 * through the input event React listens to, so its state has the words too. Then takes out the
 * prerendered head elements the app now renders itself (title, description, canonical link).
 */
export function restorePrerenderedPageState(root: HTMLElement, state: PrerenderedPageState) {
  const doc = root.ownerDocument;
  const fields = [...root.querySelectorAll<TextField>(textFields)];
  for (const typed of state.fields) {
    const field = fields[typed.index];
    if (!field || field.value !== '') continue;
    // React tracks the value it last set; the prototype's setter goes around that tracker.
    const prototype = Object.getPrototypeOf(field) as TextField;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (typed.selectionStart !== null && typed.selectionEnd !== null)
      field.setSelectionRange(typed.selectionStart, typed.selectionEnd);
  }
  if (state.focusIndex !== undefined)
    root.querySelectorAll<HTMLElement>(focusable)[state.focusIndex]?.focus({ preventScroll: true });
  doc.head.querySelectorAll(`[${prerenderedHeadAttribute}]`).forEach((element) => element.remove());
}
