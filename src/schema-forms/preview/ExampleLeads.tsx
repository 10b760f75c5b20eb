import type { ExampleLead } from '../examples/example-leads.ts';
import { fillMessage } from '../../site/fill-message.ts';
import { journeyNameOf, previewCopy } from './preview-copy.ts';

function sentAs(sent: ExampleLead, ownFormId: string): string {
  const journey = journeyNameOf(sent.journey.id);
  const others = sent.examples.filter((example) => example.formId !== ownFormId);
  return others.length === 0
    ? fillMessage(previewCopy.leadSentFrom, { journey })
    : fillMessage(previewCopy.leadSentWith, {
        journey,
        examples: others.map((example) => example.name).join('", "'),
      });
}

/**
 * The lead documents a valid example would send, pretty-printed beside it, so an editor sees a
 * new field's answer arrive (decision 022): one per journey that asks the form, built by the
 * same journeys as the schema check. Several journeys fold, the first open.
 */
export function ExampleLeads(props: {
  formId: string;
  leads: readonly ExampleLead[];
  headingId: string;
  /** The example's own heading: with it each lead region has a name of its own (axe). */
  exampleHeadingId: string;
}) {
  const { formId, leads } = props;
  return (
    <section
      className="forms-preview__lead"
      aria-labelledby={`${props.headingId} ${props.exampleHeadingId}`}
    >
      <h3 id={props.headingId}>{previewCopy.leadHeading}</h3>
      <p>{previewCopy.leadIntro}</p>
      {leads.length === 1 && leads[0] ? (
        <>
          <p>{sentAs(leads[0], formId)}</p>
          <pre>{JSON.stringify(leads[0].lead, null, 2)}</pre>
        </>
      ) : (
        leads.map((sent, index) => (
          <details key={sent.journey.id} open={index === 0}>
            <summary>{sentAs(sent, formId)}</summary>
            <pre>{JSON.stringify(sent.lead, null, 2)}</pre>
          </details>
        ))
      )}
    </section>
  );
}
