import type { AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The path of the page a journey step's button leads to, as the step navigates there: its
     * code and what its loader needs are fetched while the customer is on this step.
     */
    readonly nextStep?: string;
    /** Which journey declared as data (decision 055) a page belongs to, and its step's place. */
    readonly declaredStep?: { readonly journeyId: string; readonly index: number };
  }
}

/** What shows the customer has started on a step: a field focused, or typed in. */
const startedOnTheStep = ['focusin', 'input'] as const;

/**
 * Fetches the next page of a journey while the customer is on a step (decision 046): once a page
 * whose route names a `nextStep` has rendered, the customer's first focus or typing there has the
 * router preload that route with the step's own parameters, its code and its loader's forms, as
 * a hovered link would. A customer who loses the connection on the step then still reaches the
 * next page, whose guard reads only sessionStorage. Waiting for the customer leaves the step's
 * own first load alone. A preload that fails is the router's to report; the press then fails as
 * it would have without it.
 */
export function fetchNextStepWithEachStep(router: AnyRouter, doc: Document = document): () => void {
  let stopWaiting = () => {};
  const unsubscribe = router.subscribe('onRendered', () => {
    stopWaiting();
    const step = router.state.matches.at(-1);
    const nextStep = step?.staticData.nextStep;
    if (!step || !nextStep) return;
    const waiting = new AbortController();
    stopWaiting = () => waiting.abort();
    const fetchNextStep = () => {
      waiting.abort();
      void router.preloadRoute({ to: nextStep, params: step.params });
    };
    for (const type of startedOnTheStep) {
      doc.addEventListener(type, fetchNextStep, { signal: waiting.signal });
    }
  });
  return () => {
    stopWaiting();
    unsubscribe();
  };
}
