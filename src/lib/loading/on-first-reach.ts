/**
 * Loads a part's behaviour the first time the reader reaches for it, rather than with the page:
 * focus moving into it (Tab, or a screen reader's move) or a pointer pressed on it. A button
 * pressed before the behaviour has arrived is pressed again once it has, so a control never
 * does nothing (decision 048). Returns what stops waiting.
 */
export function onFirstReach(part: HTMLElement, load: () => Promise<unknown>): () => void {
  let pressedEarly: HTMLButtonElement | undefined;
  let loading = false;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type !== 'button') return;
    pressedEarly = button;
  };
  const stop = () => {
    part.removeEventListener('focusin', reach);
    part.removeEventListener('pointerdown', reach);
  };
  function reach() {
    stop();
    if (loading) return;
    loading = true;
    part.addEventListener('click', remember);
    void load()
      .then(() => {
        part.removeEventListener('click', remember);
        if (pressedEarly?.isConnected) pressedEarly.click();
      })
      .catch(() => {
        // The page works without it; the site's rule for code that did not load has dealt with
        // the failure (lazy-module.ts).
        part.removeEventListener('click', remember);
      });
  }
  part.addEventListener('focusin', reach);
  part.addEventListener('pointerdown', reach);
  return stop;
}
