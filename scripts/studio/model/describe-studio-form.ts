import { answerKindOf } from '../../../src/schema-forms/form-model/answer-kind-of.ts';
import { choicesOf } from '../../../src/schema-forms/form-model/form-choices.ts';
import { questionOrder } from '../../../src/schema-forms/form-model/form-conditions.ts';
import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { destinationOf } from '../../../src/schema-forms/form-model/lead-destination.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { messagesOf, questionsOf, rulesOf } from './form-questions.ts';
import { uiOf } from '../../../src/schema-forms/form-model/question-names.ts';
import { leadPlacesOf, type StudioLeadPlaces } from './lead-places.ts';
import { isPlacedByCode, placedByCodeReason } from './placed-by-code.ts';
import { conditionFacts, type ConditionFacts } from './question-conditions.ts';
import { formFilesOf } from './studio-files.ts';
import type {
  AnswerKind,
  StudioChoice,
  StudioDestination,
  StudioFiles,
  StudioRule,
} from './studio-operations.ts';

/**
 * A question's choices as the editor's list edits them, each value as the words typed in its box.
 * The studio writes choice lists only for text answers (decision 043); conditions and examples
 * read the values as typed (form-choices.ts).
 */
const editedChoicesOf = (node: SchemaNode): (StudioChoice & { readonly hint?: string })[] =>
  choicesOf(node).map((choice) => ({ ...choice, value: String(choice.value) }));

/** A question with every setting the studio's editor shows. */
export interface StudioQuestion extends ConditionFacts {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly required: boolean;
  /** Undefined for a question the studio cannot name the kind of (ask a developer). */
  readonly kind?: AnswerKind;
  /** Asked only for some answers to other questions. */
  readonly conditional: boolean;
  readonly rules: readonly StudioRule[];
  /** Error messages by rule ('required', 'maxLength', 'format'...). */
  readonly messages: Readonly<Record<string, string>>;
  readonly choices: readonly (StudioChoice & { readonly hint?: string })[];
  readonly autocomplete?: string;
  /** Where the answer goes; undefined when the file does not say in a way the studio knows. */
  readonly destination?: StudioDestination;
  /** Why the studio cannot rename, remove or resend it, when its answer is placed by code. */
  readonly placedByCode?: string;
  /** The place in the lead the code puts it, for a question placed by code. */
  readonly placedAt?: string;
}

/** A form as the studio's editor shows it. */
export interface StudioForm {
  readonly formId: string;
  /** The page's title (the schema's title). */
  readonly title?: string;
  readonly submitText?: string;
  readonly submittingText?: string;
  readonly questions: readonly StudioQuestion[];
  /** The lead's places that take new answers ('/additional-information'). */
  readonly leadPlaces: readonly string[];
  /** The lead schema, its places, their naming rule and the names taken. */
  readonly lead: StudioLeadPlaces;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Where a question sends its answer, as the settings offer it: a name the lead itself has (even
 * inside additional-information, such as textphoneNumber) is a place the lead already has; any
 * other name there is a new answer.
 */
function destinationFor(
  question: SchemaNode,
  leadPlaces: readonly string[],
): StudioDestination | undefined {
  const destination = destinationOf(question['x-lead']);
  if (!destination || destination.kind === 'mapper') return undefined;
  if (destination.kind === 'not-sent') return destination;
  if (leadPlaces.includes(destination.to)) return { kind: 'lead-place', to: destination.to };
  const name = /^\/additional-information\/([^/]+)$/.exec(destination.to)?.[1];
  return name
    ? { kind: 'additional-information', name }
    : { kind: 'lead-place', to: destination.to };
}

const parse = (source: string | undefined): SchemaNode => {
  try {
    const data: unknown = source === undefined ? {} : JSON.parse(source);
    return isSchemaNode(data) ? data : {};
  } catch {
    return {};
  }
};

/**
 * A form's questions in the order the customer sees them, with every setting the editor sees,
 * its page words and where its answers may go; undefined for a form the files do not have.
 */
export function describeStudioForm(files: StudioFiles, formId: string): StudioForm | undefined {
  const paths = formFilesOf(formId);
  if (files[paths.schema] === undefined) return undefined;
  const schema = parse(files[paths.schema]);
  const ui = parse(files[paths.ui]);
  const places = questionsOf(schema);
  const lead = leadPlacesOf(files, formId);
  const questions = questionOrder(schema, ui).flatMap((name): StudioQuestion[] => {
    const place = places.find((candidate) => candidate.name === name);
    if (!place) return [];
    const entry = uiOf(ui, name);
    const node = place.schema;
    const hint = text(node.description);
    const autocomplete = text(entry['ui:autocomplete']);
    const kind = answerKindOf(node, entry);
    const destination = destinationFor(node, lead.answerPlaces);
    const mapped = destinationOf(node['x-lead']);
    return [
      {
        name,
        label: text(node.title) ?? name,
        ...(hint === undefined ? {} : { hint }),
        required: place.required,
        ...(kind === undefined ? {} : { kind }),
        conditional: place.conditional,
        ...conditionFacts(schema, ui, place),
        rules: rulesOf(node),
        messages: messagesOf(node),
        choices: editedChoicesOf(node),
        ...(autocomplete === undefined ? {} : { autocomplete }),
        ...(destination === undefined ? {} : { destination }),
        ...(isPlacedByCode(node)
          ? {
              placedByCode: placedByCodeReason(formId, node, name, 'any'),
              ...(mapped?.kind === 'mapper'
                ? { placedAt: mapped.to ?? `the ${mapped.relationship ?? ''} relationship` }
                : {}),
            }
          : {}),
      },
    ];
  });
  const submit = isSchemaNode(ui['ui:submitButtonOptions']) ? ui['ui:submitButtonOptions'] : {};
  const options = isSchemaNode(ui['ui:options']) ? ui['ui:options'] : {};
  const title = text(schema.title);
  const submitText = text(submit.submitText);
  const submittingText = text(options.submittingText);
  return {
    formId,
    ...(title === undefined ? {} : { title }),
    ...(submitText === undefined ? {} : { submitText }),
    ...(submittingText === undefined ? {} : { submittingText }),
    questions,
    leadPlaces: lead.places.map((place) => place.parent),
    lead,
  };
}
