import type { SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import { leadWritersOf } from './lead-writers.ts';
import { ownPageJourneys } from '../../src/site/journeys/site-journeys.ts';
import type { Problem } from './problems.ts';
import { isSchemaNode, type FormFolder } from './schema-tree.ts';

/**
 * Two forms sending one lead whose questions send their answers to one place of it: in a lead
 * that carries both (the forms of one journey), one answer would overwrite the other. The studio refuses to give a new
 * answer a name another form's question carries (decision 057); two places written by the
 * site's code alone are the code's to keep apart. Each of the two is named, so a check of one
 * form finds it; one form writing a place twice is named by check-lead-destinations.ts.
 */
export function checkSharedLeadPlaces(
  forms: readonly FormFolder[],
  declaredJourneyForms: readonly (readonly string[])[] = [],
): Problem[] {
  const journeys = [
    ...ownPageJourneys.map((journey) => journey.steps.map((step) => step.formId)),
    ...declaredJourneyForms,
  ];
  // Only a journey sends a lead, carrying the answers of its own forms: two forms no journey asks
  // together never reach one lead (a form no journey asks reaches none).
  const sentApart = (one: string, other: string) =>
    !journeys.some((asked) => asked.includes(one) && asked.includes(other));
  const read = forms.map((folder) => ({
    formId: folder.formId,
    schema: isSchemaNode(folder.schema?.data) ? (folder.schema.data as SchemaNode) : undefined,
  }));
  const leads = new Set(
    read.flatMap(({ schema }) => {
      const lead = schema?.['x-lead-schema'];
      return typeof lead === 'string' ? [lead] : [];
    }),
  );
  return [...leads].flatMap((lead) => {
    const writers = leadWritersOf(read, lead);
    return writers.flatMap((writer): Problem[] => {
      const other = writers.find(
        (candidate) =>
          candidate.to === writer.to &&
          candidate.formId !== writer.formId &&
          !(candidate.byCode && writer.byCode) &&
          !sentApart(candidate.formId, writer.formId),
      );
      if (!other) return [];
      return [
        {
          file: `schemas/forms/${writer.formId}/${writer.formId}.schema.json`,
          pointer: writer.pointer,
          message: `'${writer.label}' sends its answer to "${writer.to}" of ${lead}, where '${other.label}' (${other.formId}) sends its own, so in a lead carrying both one would overwrite the other.`,
          fix: `Give '${writer.label}' a place of its own in the lead, like another name under "/additional-information".`,
          facts: { kind: 'place-shared', other: other.label },
        },
      ];
    });
  });
}
