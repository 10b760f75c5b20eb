import { prerenderedHeadAttribute } from '../../site/prerendering.ts';

/**
 * What a visitor does on a prerendered page (decision 015) until the app renders over it: the
 * words typed into its text boxes and where the focus is. The app's first render replaces the
 * prerendered elements with its own, identical ones; this carries the visitor's part across, so
 * nothing typed is lost and focus stays where it was. It is read when the app's elements go in,
 * not when the app starts: the visitor may go on typing while the app renders.
 */
export interface PrerenderedPageState {
  /** The page's text fields, which keep their values once the app has taken them out. */
  readonly fields: readonly TextField[];
  readonly focusables: readonly Element[];
  /** The element of the page that last took focus, if any. */
  readonly lastFocused: () => Element | undefined;
}

const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';
const textFields =
  'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="number"]';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Starts following what the visitor does on the prerendered page in `root`; none when empty. */
export function readPrerenderedPageState(root: HTMLElement): PrerenderedPageState | undefined {
  if (!root.hasChildNodes()) return undefined;
  const active = root.ownerDocument.activeElement;
  let lastFocused = active && root.contains(active) ? active : undefined;
  const follow = (event: FocusEvent) => {
    if (event.target instanceof Element) lastFocused = event.target;
  };
  root.addEventListener('focusin', follow);
  return {
    fields: [...root.querySelectorAll<TextField>(textFields)],
    focusables: [...root.querySelectorAll(focusable)],
    lastFocused: () => {
      root.removeEventListener('focusin', follow);
      return lastFocused;
    },
  };
}

/**
 * Puts the visitor's typing and focus back into the app's own elements once it has rendered,
 * through the input event React listens to, so its state has the words too. Then takes out the
 * prerendered head elements the app now renders itself (title, description, canonical link).
 */
export function restorePrerenderedPageState(root: HTMLElement, state: PrerenderedPageState) {
  const doc = root.ownerDocument;
  const fields = [...root.querySelectorAll<TextField>(textFields)];
  // A field is found by its name, else by its place: the app may render the page from newer
  // content than the build's (decision 025), with a link more or less before it.
  const counterpart = <T extends Element>(
    element: Element,
    candidates: readonly T[],
    at: number,
  ) => {
    const name = element.getAttribute('name');
    return (
      (name
        ? candidates.find((candidate) => candidate.getAttribute('name') === name)
        : undefined) ?? candidates[at]
    );
  };
  state.fields.forEach((typed, index) => {
    const field = counterpart(typed, fields, index);
    if (typed.value === typed.defaultValue || !field || field.value !== '') return;
    // React tracks the value it last set; the prototype's setter goes around that tracker.
    const prototype = Object.getPrototypeOf(field) as TextField;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (typed.selectionStart !== null && typed.selectionEnd !== null)
      field.setSelectionRange(typed.selectionStart, typed.selectionEnd);
  });
  const focused = state.lastFocused();
  const focusIndex = focused ? state.focusables.indexOf(focused) : -1;
  if (focused && focusIndex >= 0)
    counterpart(focused, [...root.querySelectorAll<HTMLElement>(focusable)], focusIndex)?.focus({
      preventScroll: true,
    });
  doc.head.querySelectorAll(`[${prerenderedHeadAttribute}]`).forEach((element) => element.remove());
}
