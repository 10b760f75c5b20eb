import { useLayoutEffect, type ReactNode } from 'react';
import {
  readPrerenderedPageState,
  restorePrerenderedPageState,
  type PrerenderedPageState,
} from './prerendered-page-state.ts';

/**
 * Rendered beside the app on its first render over a prerendered page: once the app's elements
 * are in, before the browser paints them, gives back what the visitor typed and where the focus
 * was, and takes out the prerendered head elements.
 */
function PrerenderedPageTakeover({
  root,
  state,
}: {
  readonly root: HTMLElement;
  readonly state: PrerenderedPageState;
}) {
  useLayoutEffect(() => restorePrerenderedPageState(root, state), [root, state]);
  return null;
}

/**
 * What to render beside the app on its first render into `root`: on a prerendered page, what
 * takes it over; on the app's empty shell, nothing. Call it just before that render, so it
 * notes what the visitor did on the page until then.
 */
export function takeOverPrerenderedPage(root: HTMLElement): ReactNode {
  const state = readPrerenderedPageState(root);
  return state ? <PrerenderedPageTakeover root={root} state={state} /> : null;
}
