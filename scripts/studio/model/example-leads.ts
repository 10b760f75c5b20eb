import { leadJourneys } from '../../../src/routes/-lead-journeys.ts';
import {
  exampleLeadsOf as leadsOfExamples,
  type ExampleForm,
} from '../../../src/schema-forms/examples/example-leads.ts';
import { isFormId } from '../../../src/schema-forms/form-registry.ts';
import { journeyNameOf } from '../../../src/schema-forms/preview/preview-copy.ts';
import { exampleFormOf } from '../../schema-check/check-example-leads.ts';
import { schemaTreeOf } from '../../schema-check/schema-tree.ts';
import type { StudioFiles } from './studio-operations.ts';

/** The lead one valid example of a form sends one way, for the review page. */
export interface StudioExampleLead {
  /** The example's place in its file, and its name. */
  readonly index: number;
  readonly example: string;
  /** The journey's name for editors ('feedback form'), and its id. */
  readonly journey: string;
  readonly journeyId: string;
  readonly lead: object;
}

/**
 * The lead each valid example of a form sends, as the forms preview shows them (one per journey
 * that asks the form, with the first valid example of the journey's other forms), built from the
 * files in memory by the journeys' own code (src/routes/-lead-journeys.ts) and the schema
 * check's way of running a form from its files. None for a form that sends no lead; none when
 * the form cannot run (its findings say why).
 */
export function exampleLeadsOf(
  files: StudioFiles,
  formId: string,
  now: Date = new Date(),
): StudioExampleLead[] {
  if (!isFormId(formId)) return [];
  const tree = schemaTreeOf(files);
  const forms = new Map<string, ExampleForm | undefined>();
  const formOf = (id: string) => {
    if (!forms.has(id)) {
      const folder = tree.forms.find((candidate) => candidate.formId === id);
      forms.set(id, folder ? exampleFormOf(folder) : undefined);
    }
    return forms.get(id);
  };
  let leads;
  try {
    leads = leadsOfExamples(formId, leadJourneys, formOf, { coverage: 'first', now });
  } catch {
    return [];
  }
  const list = formOf(formId)?.examples ?? [];
  return [...leads.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([index, sent]) =>
      sent.map((entry) => ({
        index,
        example: list[index]?.name ?? '',
        journey: journeyNameOf(entry.journey.id),
        journeyId: entry.journey.id,
        lead: entry.lead,
      })),
    );
}
