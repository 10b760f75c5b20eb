/**
 * How many requests a page starts in one task. Starting a request costs the main thread 1–4 ms
 * on a slow machine: in Lighthouse's trace of a form step, its 28 early requests took one 49 ms
 * task, blocking input for as long, after the page had painted.
 */
export const requestsPerTask = 4;

/**
 * Appends elements that start requests (preload links) to `parent` a few at a time, each group
 * in a task of its own, in their order: the first asked for first. Resolves once all are in.
 */
export function appendInSmallTasks(
  parent: Element,
  elements: readonly Element[],
  perTask = requestsPerTask,
): Promise<void> {
  const left = [...elements];
  return new Promise((resolve) => {
    const appendSome = () => {
      parent.append(...left.splice(0, perTask));
      if (left.length === 0) resolve();
      else setTimeout(appendSome, 0);
    };
    appendSome();
  });
}
