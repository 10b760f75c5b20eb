/**
 * Runs `then` in a task once the page has loaded (its images included) and the browser has
 * painted it: a frame's callbacks run before its paint, so a task queued from the frame after
 * the next runs once that paint is on screen (one frame alone was not always: the screen showed
 * it a few milliseconds after such a task began). For work the reader does not see, so that it
 * never shares the connection or the main thread with the page's largest paint. A tab in the
 * background paints nothing, so there it waits until the page is shown.
 */
export function afterPagePainted(then: () => void, win: Window = window): void {
  const afterNextPaint = () =>
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(then, 0)));
  if (win.document.readyState === 'complete') afterNextPaint();
  else win.addEventListener('load', afterNextPaint, { once: true });
}
