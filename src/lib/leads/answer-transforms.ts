import { isJsonObject } from '../json/json-object.ts';
import { withoutSpaces } from '../../site/without-spaces.ts';

/**
 * The small set of ways a form's answer may be reshaped on its way to the lead, named in a form
 * schema's `x-lead` (schemas/README.md, decision 022). Each is written once here; a name the
 * registry does not know is a schemas:check finding, never silently ignored.
 */
export type AnswerTransform =
  NamedTransform | { readonly relabel: Readonly<Record<string, string>> };

/** The JSON types an answer can have on its way to the lead, as a schema's `type` names them. */
export type AnswerType = 'string' | 'number' | 'boolean' | 'object' | 'array';

/**
 * A transform by name: the type of answer it reshapes (`takes`), what that answer becomes
 * (`gives`, so schemas:check knows what reaches the lead) and how. Answers of another type pass
 * through unchanged.
 */
interface Named {
  readonly takes: AnswerType;
  readonly gives: AnswerType;
  readonly apply: (value: never) => unknown;
}

const hasLabel = (value: object): value is { address: string } =>
  typeof (value as { address?: unknown }).address === 'string';

/** Decimal text for any number, never "1e+21": what the back office reads as written. */
const decimalText = new Intl.NumberFormat('en-GB', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/** The transforms a schema may name by word. */
export const namedTransforms = {
  /** Spaces at either end removed: what the customer meant, not what they typed around it. */
  trim: { takes: 'string', gives: 'string', apply: (value: string) => value.trim() },
  /** Every space removed, as telephone numbers travel. */
  'remove-spaces': { takes: 'string', gives: 'string', apply: withoutSpaces },
  /** A tick as the back office reads it. */
  'yes-no': {
    takes: 'boolean',
    gives: 'string',
    apply: (value: boolean) => (value ? 'Yes' : 'No'),
  },
  /** A number as its decimal text ('2.5', '12'): a new answer in the lead is text. */
  'number-as-text': {
    takes: 'number',
    gives: 'string',
    apply: (value: number) => decimalText.format(value),
  },
  /**
   * An address (the lookup's object, or a manual entry built the same way) as its one-line
   * label ('5 Church Lane, Leeds, LS1 1AA'); an address left empty sends nothing.
   */
  'address-as-text': {
    takes: 'object',
    gives: 'string',
    apply: (value: object) => (hasLabel(value) ? value.address.trim() : undefined),
  },
  /**
   * The choices ticked in a checkboxes question, as one text ('Boiler, Central heating'): no
   * place in a lead takes a list, and a new answer in the lead is text. None ticked sends nothing.
   */
  'list-as-text': {
    takes: 'array',
    gives: 'string',
    apply: (value: readonly unknown[]) => value.map(String).join(', '),
  },
} as const satisfies Record<string, Named>;

export type NamedTransform = keyof typeof namedTransforms;

/** The JSON type of a value, as the transforms name types (undefined for null). */
function typeOf(value: unknown): AnswerType | undefined {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return typeof value as AnswerType;
  }
  return isJsonObject(value) ? 'object' : undefined;
}

/** Whether a schema's transform is one the registry knows. */
export function isKnownTransform(transform: unknown): transform is AnswerTransform {
  if (typeof transform === 'string') return Object.hasOwn(namedTransforms, transform);
  if (!isJsonObject(transform)) return false;
  const { relabel } = transform;
  return (
    Object.keys(transform).length === 1 &&
    isJsonObject(relabel) &&
    Object.values(relabel).every((label) => typeof label === 'string')
  );
}

/**
 * The type an answer of type `type` has after the transforms, as schemas:check reads a schema:
 * each named transform turns the type it takes into the one it gives; a relabel keeps text text.
 */
export function typeAfterTransforms(
  type: AnswerType,
  transforms: readonly AnswerTransform[],
): AnswerType {
  return transforms.reduce<AnswerType>(
    (current, transform) =>
      typeof transform === 'string' && namedTransforms[transform].takes === current
        ? namedTransforms[transform].gives
        : current,
    type,
  );
}

/** The named transform that turns an answer of `type` into text, if there is one. */
export function transformToText(type: AnswerType): NamedTransform | undefined {
  return (Object.keys(namedTransforms) as NamedTransform[]).find(
    (name) => namedTransforms[name].takes === type && namedTransforms[name].gives === 'string',
  );
}

/** `value` passed through each transform in turn; a relabel leaves values it does not name. */
export function applyTransforms(value: unknown, transforms: readonly AnswerTransform[]): unknown {
  return transforms.reduce<unknown>((current, transform) => {
    if (typeof transform === 'string') {
      const named: Named = namedTransforms[transform];
      return typeOf(current) === named.takes ? named.apply(current as never) : current;
    }
    return typeof current === 'string' && Object.hasOwn(transform.relabel, current)
      ? transform.relabel[current]
      : current;
  }, value);
}
