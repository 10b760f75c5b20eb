import { authCallbackPath } from './return-path.ts';

let captured: URLSearchParams | undefined;

/**
 * On the sign-in callback route, reads the fragment the identity service sent (the tokens and
 * the state) into memory and removes it, with any query, from the address bar and history at
 * once, before analytics, monitoring or the router can see it (issue 6, "Known pitfalls").
 */
export function captureCallbackFragment(
  location: Location = window.location,
  history: History = window.history,
): void {
  if (location.pathname.replace(/\/+$/, '') !== authCallbackPath) return;
  if (location.hash.length > 1) captured = new URLSearchParams(location.hash.slice(1));
  if (location.hash !== '' || location.search !== '') {
    history.replaceState(history.state, '', location.pathname);
  }
}

/** The captured callback fragment, handed over once: a second call gets undefined. */
export function takeCallbackFragment(): URLSearchParams | undefined {
  const fragment = captured;
  captured = undefined;
  return fragment;
}
