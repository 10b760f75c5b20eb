/**
 * The entry of a prerendered page (decision 015): the page's HTML is already the page, so it
 * paints first and the app's code runs after that paint, instead of holding the first paint
 * behind the evaluation of the framework. The app's entry is named by this script's tag and
 * already downloading (module preload). Built on its own and importing nothing, like the
 * early-requests script.
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appEntry;

if (entry) {
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => {
    setTimeout(() => {
      import(/* @vite-ignore */ entry).catch((error: unknown) => console.error(error));
    }, 0);
  });
}
