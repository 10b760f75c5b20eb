/**
 * The entry of a prerendered page (decision 015): the page's HTML is already the page, so it
 * paints first, and only then is the app's code asked for and run. On a slow connection the
 * code would otherwise share the bandwidth the page's styles need, and its evaluation would hold
 * the first paint back. The app's entry and its imports are named by this script's tag. Built
 * on its own and importing nothing, like the early-requests script.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const entry = tag?.dataset.appEntry;

/** Runs `then` after the next paint: a frame's callbacks run before its paint, a task after. */
function afterNextPaint(then: () => void) {
  requestAnimationFrame(() => setTimeout(then, 0));
}

if (entry) {
  afterNextPaint(() => {
    // The entry's imports are asked for beside it, not one round trip after it.
    for (const href of (tag.dataset.appModules ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(/* @vite-ignore */ entry).catch((error: unknown) => {
      console.error(error);
      // The page shows its static error content (src/site/app-failed-event.ts).
      window.dispatchEvent(new Event('help-and-support:app-failed'));
    });
  });
}

// A module, so a static-first help page's script can import it for its effect (decision 025).
export {};
