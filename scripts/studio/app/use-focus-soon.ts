import { useCallback, useEffect, useRef, useState } from 'react';
import { focusField } from '../../../src/schema-forms/theme/focus-field.ts';

/** How long a control still loading may take to appear before focus stops waiting for it. */
const giveUpAfter = 10_000;

/**
 * The element to focus for an id: a heading or other element the page marks focusable
 * (tabIndex -1), or a field, found as the error summary finds it (its input, its chosen radio).
 */
function targetOf(id: string): HTMLElement | undefined {
  const element = document.getElementById(id);
  // Marked so by its tabindex attribute: the property is -1 on any element that cannot take
  // focus, a fieldset of radios too, whose chosen radio focusField finds.
  if (element?.getAttribute('tabindex') === '-1' && !element.matches('input, select, textarea')) {
    element.scrollIntoView?.({ block: 'nearest' });
    element.focus();
    return element;
  }
  return focusField(id) ?? undefined;
}

/**
 * Moves focus, once the page shows it, to the first of some ids that is there: the card of the
 * question just changed, the control a finding is about. `ready` is false while the page
 * reloads what it shows (focus then would be lost when it re-renders); a control drawn later (a
 * settings form still loading) is focused when it appears.
 */
export function useFocusSoon(ready: boolean): (ids: readonly string[] | undefined) => void {
  const wanted = useRef<readonly string[] | undefined>(undefined);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!wanted.current) return undefined;
    const waiting: { observer?: MutationObserver; giveUp?: ReturnType<typeof setTimeout> } = {};
    const stop = () => {
      waiting.observer?.disconnect();
      clearTimeout(waiting.giveUp);
      document.removeEventListener('focusin', movedOn);
    };
    // An editor who has gone on to another control keeps their place, also while the page
    // still reloads what it shows: focus never jumps away from what they are using.
    const movedOn = () => {
      stop();
      wanted.current = undefined;
    };
    const tryFocus = () => {
      const ids = wanted.current ?? [];
      // The move made here is not the editor's.
      document.removeEventListener('focusin', movedOn);
      if (ids.length > 0 && ids.some((id) => targetOf(id))) {
        stop();
        wanted.current = undefined;
        return true;
      }
      document.addEventListener('focusin', movedOn);
      return false;
    };
    document.addEventListener('focusin', movedOn);
    if (!ready || tryFocus()) return stop;
    waiting.observer = new MutationObserver(() => void tryFocus());
    waiting.observer.observe(document.body, { childList: true, subtree: true });
    // A control that never comes must not take focus much later either.
    waiting.giveUp = setTimeout(movedOn, giveUpAfter);
    return stop;
  }, [asked, ready]);

  return useCallback((ids: readonly string[] | undefined) => {
    wanted.current = ids;
    setAsked((count) => count + 1);
  }, []);
}
