/**
 * Runs `then` in a task after the browser's next paint: a frame's callbacks run before its paint,
 * and a task queued from one runs after it. A tab in the background paints nothing, so there it
 * waits until the page is shown.
 */
export function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}
