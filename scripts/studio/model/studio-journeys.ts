import { basePath } from '../../../src/site/site-paths.ts';
import {
  stepPathOf,
  type DeclaredConfirmation,
  type DeclaredStep,
} from '../../../src/site/journeys/journey-declaration.ts';
import { ownPageJourneys } from '../../../src/site/journeys/site-journeys.ts';
import { describeStudioForm } from './describe-studio-form.ts';
import { stepReadByCode } from './step-read-by-code.ts';
import type { StudioFiles } from './studio-operations.ts';

/** A step of a journey declared as data, as the journeys page shows it. */
export interface StudioJourneyStep extends DeclaredStep {
  /** Where the customer reads it, from the site's root. */
  readonly address: string;
  /** The title of the form it asks, if the form reads. */
  readonly formTitle?: string;
  /** A question whose answer the journey's code reads, if any: the step is the code's to remove. */
  readonly readByCode?: string;
}

/** A journey declared as data (schemas/journeys/), which the studio changes. */
export interface StudioJourney {
  readonly id: string;
  readonly file: string;
  /** The words above "Check your answers": the journey's name for the customer. */
  readonly caption: string;
  readonly steps: readonly StudioJourneyStep[];
  readonly confirmation?: DeclaredConfirmation;
  /** The lead it sends (a file of schemas/leads/ without .schema.json). */
  readonly leadVariant: string;
}

/** A journey with pages of its own (site-journeys.ts): shown, never changed, by the studio. */
export interface OwnPagesJourney {
  readonly id: string;
  readonly steps: readonly { readonly formId: string; readonly formTitle?: string }[];
}

/** What a declaration holds, as far as it reads (a finding names the rest). */
interface Declaration {
  readonly steps?: readonly DeclaredStep[];
  readonly checkAnswers?: { readonly caption?: string };
  readonly confirmation?: DeclaredConfirmation;
  readonly lead?: { readonly variant?: string };
}

const formTitleOf = (files: StudioFiles, formId: string) => {
  const title = describeStudioForm(files, formId)?.title;
  return title === undefined ? {} : { formTitle: title };
};

/** A journey's declaration in `files`, as the journeys page shows it; none if it does not read. */
function journeyOf(files: StudioFiles, file: string, id: string): StudioJourney[] {
  let data: Declaration;
  try {
    data = JSON.parse(files[file] ?? '') as Declaration;
  } catch {
    return [];
  }
  const steps = Array.isArray(data.steps) ? data.steps : [];
  return [
    {
      id,
      file,
      caption: data.checkAnswers?.caption ?? id,
      steps: steps.map((step) => {
        const readByCode = stepReadByCode(files, step.formId);
        return {
          ...step,
          address: `${basePath}${stepPathOf({ id }, step)}`,
          ...formTitleOf(files, step.formId),
          ...(readByCode === undefined ? {} : { readByCode }),
        };
      }),
      ...(data.confirmation ? { confirmation: data.confirmation } : {}),
      leadVariant: data.lead?.variant ?? '',
    },
  ];
}

/**
 * The site's journeys for the studio's journeys page: those declared as data, with their steps in
 * order, each step's heading and form, and their confirmation words; and those with pages of
 * their own, with the forms they ask, which only a developer changes.
 */
export function studioJourneys(files: StudioFiles): {
  readonly declared: readonly StudioJourney[];
  readonly ownPages: readonly OwnPagesJourney[];
} {
  const declared = Object.keys(files)
    .flatMap((file) => {
      const id = /^schemas\/journeys\/([a-z][a-z0-9-]*)\.journey\.json$/.exec(file)?.[1];
      return id === undefined ? [] : journeyOf(files, file, id);
    })
    .sort((one, other) => one.id.localeCompare(other.id));
  const ownPages = ownPageJourneys.map((journey) => ({
    id: journey.id,
    steps: journey.steps.map((step) => ({
      formId: step.formId,
      ...formTitleOf(files, step.formId),
    })),
  }));
  return { declared, ownPages };
}
