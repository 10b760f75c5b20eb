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
    if (!ready || !wanted.current) return;
    const tryFocus = () => {
      const ids = wanted.current ?? [];
      if (ids.length === 0 || !ids.some((id) => targetOf(id))) return false;
      wanted.current = undefined;
      return true;
    };
    if (tryFocus()) return;
    const stop = () => {
      observer.disconnect();
      clearTimeout(giveUp);
      document.removeEventListener('focusin', movedOn);
    };
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // An editor who has gone on to another control while the page loads keeps their place:
    // focus never jumps away from what they are typing into.
    const movedOn = () => {
      stop();
      wanted.current = undefined;
    };
    document.addEventListener('focusin', movedOn);
    // A control that never comes must not take focus much later either.
    const giveUp = setTimeout(movedOn, giveUpAfter);
    return stop;
  }, [asked, ready]);

  return useCallback((ids: readonly string[] | undefined) => {
    wanted.current = ids;
    setAsked((count) => count + 1);
  }, []);
}
