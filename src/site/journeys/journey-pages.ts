import { checkAnswersPathOf, stepPathOf, type DeclaredJourney } from './journey-declaration.ts';

/**
 * What the build and the host need to know of a journey's pages (decision 055): the lists that
 * were kept by hand (the prerendered pages, the speculation rules, the host's route rules, the
 * early requests) are derived from these. Route paths are written as the route tree names them
 * (`/complaints/$complaint/query`).
 */
export interface JourneyPages {
  /** The journey's name in the journey events. */
  readonly id: string;
  /**
   * The pages it starts on, which look the same to everyone and are prerendered; the first is the
   * one help pages link to, which the browser prerenders as a visitor is about to follow it.
   */
  readonly entries: readonly string[];
  /** Each page that asks a form, in order: its route and the form. */
  readonly steps: readonly { readonly route: string; readonly formId: string }[];
  /** Its 'Check your answers' route. */
  readonly checkAnswers: string;
}

/** The pages of a journey declared as data. */
export function pagesOfDeclared(journey: DeclaredJourney): JourneyPages {
  return {
    id: journey.id,
    entries: [`/${journey.id}`],
    steps: journey.steps.map((step) => ({
      route: stepPathOf(journey, step),
      formId: step.formId,
    })),
    checkAnswers: checkAnswersPathOf(journey),
  };
}

/** A route path as a pattern of the paths it serves: `$name` is any one segment. */
export function routePattern(route: string): RegExp {
  const source = route
    .replace(/^\/|\/$/g, '')
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('\\/');
  return new RegExp(`^${source}$`);
}

/** The routes of every journey page after the first ones: its later steps and its summary. */
export function laterRoutesOf(journeys: readonly JourneyPages[]): string[] {
  return journeys.flatMap((journey) => [
    ...journey.steps
      .map((step) => step.route)
      .filter(
        (route) => !journey.entries.some((entry) => routePattern(route).test(entry.slice(1))),
      ),
    journey.checkAnswers,
  ]);
}
