import { useLayoutEffect } from 'react';
import { restorePrerenderedPageState, type PrerenderedPageState } from './prerendered-page-state';

/**
 * Rendered beside the app on its first render over a prerendered page: once the app's elements
 * are in, before the browser paints them, gives back what the visitor typed and where the focus
 * was, and takes out the prerendered head elements.
 */
export function PrerenderedPageTakeover({
  root,
  state,
}: {
  readonly root: HTMLElement;
  readonly state: PrerenderedPageState;
}) {
  useLayoutEffect(() => restorePrerenderedPageState(root, state), [root, state]);
  return null;
}
