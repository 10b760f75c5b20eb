import { withoutSpaces } from '../../site/without-spaces.ts';

/**
 * The small set of ways a form's answer may be reshaped on its way to the lead, named in a form
 * schema's `x-lead` (schemas/README.md, decision 022). Each is written once here; a name the
 * registry does not know is a schemas:check finding, never silently ignored.
 */
export type AnswerTransform =
  'trim' | 'remove-spaces' | 'yes-no' | { readonly relabel: Readonly<Record<string, string>> };

/** The transforms a schema may name by word. */
export const namedTransforms = {
  /** Spaces at either end removed: what the customer meant, not what they typed around it. */
  trim: (value: unknown) => (typeof value === 'string' ? value.trim() : value),
  /** Every space removed, as telephone numbers travel. */
  'remove-spaces': (value: unknown) => (typeof value === 'string' ? withoutSpaces(value) : value),
  /** A tick as the back office reads it. */
  'yes-no': (value: unknown) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value),
} as const;

export type NamedTransform = keyof typeof namedTransforms;

/** Whether a schema's transform is one the registry knows. */
export function isKnownTransform(transform: unknown): transform is AnswerTransform {
  if (typeof transform === 'string') return Object.hasOwn(namedTransforms, transform);
  if (typeof transform !== 'object' || transform === null || Array.isArray(transform)) return false;
  const { relabel } = transform as { relabel?: unknown };
  return (
    Object.keys(transform).length === 1 &&
    typeof relabel === 'object' &&
    relabel !== null &&
    Object.values(relabel).every((label) => typeof label === 'string')
  );
}

/** `value` passed through each transform in turn; a relabel leaves values it does not name. */
export function applyTransforms(value: unknown, transforms: readonly AnswerTransform[]): unknown {
  return transforms.reduce<unknown>((current, transform) => {
    if (typeof transform === 'string') return namedTransforms[transform](current);
    return typeof current === 'string' && Object.hasOwn(transform.relabel, current)
      ? transform.relabel[current]
      : current;
  }, value);
}
