import { declaredAnswers, type DeclaredAnswer } from '../../lib/leads/declared-answers.ts';
import type { FormId } from '../form-registry.ts';
import { useCompiledForm } from '../use-compiled-form.ts';
import { previewCopy } from './preview-copy.ts';

/** Builds the lead a form's answers would send: its typed mapper, then the generic step. */
export type ExampleLeadBuilder = (
  answers: Record<string, unknown>,
  leadAnswers: readonly DeclaredAnswer[],
) => object;

/**
 * The lead document a valid example would send, pretty-printed beside it, so an editor sees a
 * new field's answer arrive (decision 022). Read from the form's newest compiled module, so a
 * saved x-lead shows at once in dev.
 */
export function ExampleLead(props: {
  formId: FormId;
  answers: Record<string, unknown>;
  leadOf: ExampleLeadBuilder;
  headingId: string;
  /** The example's own heading: with it each lead region has a name of its own (axe). */
  exampleHeadingId: string;
}) {
  const { leadPlacements } = useCompiledForm(props.formId);
  const lead = props.leadOf(props.answers, declaredAnswers(props.answers, leadPlacements));
  return (
    <section
      className="forms-preview__lead"
      aria-labelledby={`${props.headingId} ${props.exampleHeadingId}`}
    >
      <h3 id={props.headingId}>{previewCopy.leadHeading}</h3>
      <p>{previewCopy.leadIntro}</p>
      <pre>{JSON.stringify(lead, null, 2)}</pre>
    </section>
  );
}
