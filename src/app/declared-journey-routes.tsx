import { use } from 'react';
import { createRoute, redirect, useLocation, type AnyRoute } from '@tanstack/react-router';
import { readDeclaredConfirmation } from '../features/declared-journeys/declared-confirmation.ts';
import { unfinishedStepBefore } from '../features/declared-journeys/declared-journey-state.ts';
import { lazyModule } from '../lib/loading/lazy-module.ts';
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

// Each page's code loads with its route, as a file route's component does: the app's entry, which
// every page and form step runs, carries only the routes' table (issue 40).
const stepPage = lazyModule(() => import('../features/declared-journeys/DeclaredStepPage.tsx'));
const checkAnswersPage = lazyModule(
  () => import('../features/declared-journeys/DeclaredCheckAnswersPage.tsx'),
);
const confirmationPage = lazyModule(() => import('../features/confirmation/ConfirmationPage.tsx'));

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
function guardSteps(journey: DeclaredJourney, index: number, preload: boolean) {
  // A preload (the step before, or a hovered link) fetches the page and is not a visit.
  if (preload) return;
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
      staticData: { nextStep: next ? stepPathOf(journey, next) : checkAnswers },
      validateSearch: changeAnswerSearch,
      beforeLoad: ({ preload }) => guardSteps(journey, index, preload),
      loader: async () => {
        const { preloadForm } = await import('../schema-forms/use-compiled-form.ts');
        await Promise.all([preloadForm(step.formId as FormId), stepPage()]);
      },
      component: function DeclaredStepRoute() {
        // use() on every render (lazy-module.ts): the loader has loaded it, so it returns at once.
        const { DeclaredStepPage } = use(stepPage());
        const { change } = useLocation({ select: (location) => location.search }) as {
          change?: string;
        };
        return <DeclaredStepPage journey={journey} index={index} change={change} />;
      },
    });
  });
  const summary = createRoute({
    getParentRoute: () => parent,
    path: checkAnswers,
    staticData: { nextStep: confirmationPathOf(journey) },
    beforeLoad: ({ preload }) => guardSteps(journey, journey.steps.length, preload),
    loader: async () => (await Promise.all([loadSummary(journey), checkAnswersPage()]))[0],
    component: function DeclaredCheckAnswersRoute() {
      const { DeclaredCheckAnswersPage } = use(checkAnswersPage());
      const { engines, mapper } = summary.useLoaderData() as Awaited<
        ReturnType<typeof loadSummary>
      >;
      return <DeclaredCheckAnswersPage journey={journey} engines={engines} mapper={mapper} />;
    },
  });
  const confirmation = createRoute({
    getParentRoute: () => parent,
    path: confirmationPathOf(journey),
    beforeLoad: ({ location, preload }) => {
      // A preload (from 'Check your answers') fetches the page and is not a visit.
      if (preload || readDeclaredConfirmation(location.state, journey.id)) return;
      throw redirect({ to: '/', replace: true });
    },
    loader: async () => {
      await confirmationPage();
    },
    component: function DeclaredConfirmationRoute() {
      const { ConfirmationPage } = use(confirmationPage());
      const state = useLocation({ select: (location) => location.state });
      const response = readDeclaredConfirmation(state, journey.id);
      return response ? (
        <ConfirmationPage confirmation={{ response }} words={journey.confirmation} />
      ) : null;
    },
  });
  return [...steps, summary, confirmation];
}
