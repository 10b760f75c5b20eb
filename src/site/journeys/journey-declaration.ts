/**
 * A journey declared as data (decision 055): its steps in order, each step's form and path, the
 * words of its pages, its 'Check your answers' and its confirmation, and the lead variant it
 * sends. Written as JSON in schemas/journeys/<journey-id>.journey.json (and, for the browser
 * tests only, tests/fixtures/journeys/); the site's routes, prerendered pages, speculation rules,
 * host configuration, forms preview and the tests' routes are derived from it.
 */
export interface DeclaredJourney {
  /** Its name in the journey events and the path of its first page below the base path. */
  readonly id: string;
  /** Its steps in order: the first at /{id}, each later one at /{id}/{path}. */
  readonly steps: readonly DeclaredStep[];
  /** Its 'Check your answers' page, at /{id}/check-answers. */
  readonly checkAnswers: { readonly caption: string };
  /** Its confirmation page, at /{id}/confirmation. */
  readonly confirmation: DeclaredConfirmation;
  /** The lead it sends: its variant (a file of schemas/leads/) and the mapper that computes it. */
  readonly lead: { readonly variant: string; readonly mapper: string };
  /** Where it was declared, from the project root (schemas/journeys/ or a test fixture). */
  readonly file: string;
  /** Declared by the browser tests' fixtures: never in a production build. */
  readonly fixture: boolean;
}

/** One step of a declared journey: its form and the words around it. */
export interface DeclaredStep {
  /** Its path below the journey's ('' for the first step). */
  readonly path: string;
  /** The form it asks (a folder of schemas/forms/). */
  readonly formId: string;
  /** The page's title and heading. */
  readonly title: string;
  /** Paragraphs under the heading. */
  readonly intro?: readonly string[];
  /** The step's heading on 'Check your answers'. */
  readonly summaryHeading: string;
}

/** What the confirmation page says once the lead is accepted. */
export interface DeclaredConfirmation {
  readonly heading: string;
  readonly emailSent: string;
  readonly nextSteps: readonly string[];
}

/** The path of a declared journey's step below the base path. */
export function stepPathOf(journey: Pick<DeclaredJourney, 'id'>, step: DeclaredStep): string {
  return step.path === '' ? `/${journey.id}` : `/${journey.id}/${step.path}`;
}

/** The path of a declared journey's 'Check your answers' page. */
export const checkAnswersPathOf = (journey: Pick<DeclaredJourney, 'id'>) =>
  `/${journey.id}/check-answers`;

/** The path of a declared journey's confirmation page. */
export const confirmationPathOf = (journey: Pick<DeclaredJourney, 'id'>) =>
  `/${journey.id}/confirmation`;
