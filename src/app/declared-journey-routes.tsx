import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { logError } from '../lib/telemetry/log-error.ts';
import { changeAnswerSearch } from '../schema-forms/change-answer-search.ts';
import {
  declaredJourneys,
  journeyLeadMappers,
} from '../schema-forms/compiled/declared-journeys.ts';
import type { FormId } from '../schema-forms/form-registry.ts';
import {
  checkAnswersPathOf,
  confirmationPathOf,
  stepPathOf,
  type DeclaredJourney,
} from '../site/journeys/journey-declaration.ts';

// The pages, their state and what they read load with the first declared page a customer
// opens: none of it is in the app's start, whose every release may have no declared journey,
// and a form's change in development never reloads every page that has the app.
const routePages = () => import('./declared-route-pages.tsx');
const journeyState = () => import('../features/declared-journeys/declared-journey-state.ts');
const confirmationState = () => import('../features/declared-journeys/declared-confirmation.ts');

/**
 * The routes of the journeys declared as data (decision 055), made from their declarations
 * beside the file routes: each step at its path, 'Check your answers' and the confirmation. A
 * step whose earlier steps' answers are not in sends the customer to the first missing one and
 * logs it (SPEC sections 4 and 8), as the complaint and feedback steps do. Each page's loader
 * brings its forms, and each step names the next page, fetched while the customer is on it
 * (decision 046).
 */
export function declaredJourneyRoutes(parent: AnyRoute): AnyRoute[] {
  return declaredJourneys.flatMap((journey) => routesOf(journey, parent));
}

/** Sends the customer to the first step before `index` whose answers are not in, if any. */
async function guardSteps(journey: DeclaredJourney, index: number, preload: boolean) {
  // A preload (the step before, or a hovered link) fetches the page and is not a visit.
  if (preload) return;
  const { unfinishedStepBefore } = await journeyState();
  const unfinished = unfinishedStepBefore(journey, index);
  const step = unfinished === undefined ? undefined : journey.steps[unfinished];
  if (!step) return;
  logError(new Error(`No answers of the ${step.formId} step of ${journey.id}`), {
    source: `${journey.id}-steps`,
  });
  throw redirect({ to: stepPathOf(journey, step) as '/', replace: true });
}

/** What 'Check your answers' composes from: the steps' forms, ready, and the lead's mapper. */
async function loadSummary(journey: DeclaredJourney) {
  const { preloadStepEngine } = await import('../schema-forms/step-engines.ts');
  const [engines, mapper] = await Promise.all([
    Promise.all(journey.steps.map((step) => preloadStepEngine(step.formId as FormId))),
    journeyLeadMappers[journey.id]?.(),
  ]);
  if (!mapper) throw new Error(`The journey ${journey.id} has no lead mapper`);
  return { engines, mapper: mapper.default };
}

function routesOf(journey: DeclaredJourney, parent: AnyRoute): AnyRoute[] {
  const checkAnswers = checkAnswersPathOf(journey);
  const steps = journey.steps.map((step, index) => {
    const next = journey.steps[index + 1];
    return createRoute({
      getParentRoute: () => parent,
      path: stepPathOf(journey, step),
      staticData: {
        nextStep: next ? stepPathOf(journey, next) : checkAnswers,
        declaredStep: { journeyId: journey.id, index },
      },
      validateSearch: changeAnswerSearch,
      beforeLoad: ({ preload }) => guardSteps(journey, index, preload),
      loader: async () => {
        const { preloadForm } = await import('../schema-forms/use-compiled-form.ts');
        await preloadForm(step.formId as FormId);
      },
      component: lazyRouteComponent(routePages, 'DeclaredStepRoute'),
    });
  });
  const summary = createRoute({
    getParentRoute: () => parent,
    path: checkAnswers,
    staticData: {
      nextStep: confirmationPathOf(journey),
      declaredStep: { journeyId: journey.id, index: journey.steps.length },
    },
    beforeLoad: ({ preload }) => guardSteps(journey, journey.steps.length, preload),
    loader: () => loadSummary(journey),
    component: lazyRouteComponent(routePages, 'DeclaredCheckAnswersRoute'),
  });
  const confirmation = createRoute({
    getParentRoute: () => parent,
    path: confirmationPathOf(journey),
    staticData: { declaredStep: { journeyId: journey.id, index: journey.steps.length + 1 } },
    beforeLoad: async ({ location, preload }) => {
      // A preload (from 'Check your answers') fetches the page and is not a visit.
      if (preload) return;
      const { readDeclaredConfirmation } = await confirmationState();
      if (readDeclaredConfirmation(location.state, journey.id)) return;
      throw redirect({ to: '/', replace: true });
    },
    component: lazyRouteComponent(routePages, 'DeclaredConfirmationRoute'),
  });
  return [...steps, summary, confirmation];
}
