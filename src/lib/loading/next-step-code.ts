import type { AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The path of the page a journey step's button leads to, as the step navigates there: its
     * code and what its loader needs are fetched while the customer is on this step.
     */
    readonly nextStep?: string;
  }
}

/**
 * Fetches the next page of a journey while the customer is on a step (decision 046): each time a
 * page has rendered whose route names a `nextStep`, the router preloads that route with the
 * step's own parameters, its code and its loader's forms, as a hovered link would. A customer who
 * loses the connection on the step then still reaches the next page, whose guard reads only
 * sessionStorage. A preload that fails is the router's to report; the press then fails as it
 * would have without it.
 */
export function fetchNextStepWithEachStep(router: AnyRouter): () => void {
  return router.subscribe('onRendered', () => {
    const step = router.state.matches.at(-1);
    const nextStep = step?.staticData.nextStep;
    if (!step || !nextStep) return;
    void router.preloadRoute({ to: nextStep, params: step.params });
  });
}
