import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fillFieldCopy } from '../recent-date.ts';

/** Id of a field's hint, tied to its input with aria-describedby. */
export const hintId = (id: string) => `${id}-hint`;
/** Id of a field's inline error message, tied to its input with aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/**
 * The hint of a field: the UI schema's description, else the schema's, with its placeholders
 * ({recentDate} on a date field) filled in.
 */
export function hintOf(schema: RJSFSchema, uiSchema?: UiSchema): string | undefined {
  const fromUi = uiSchema?.['ui:description'];
  const hint =
    typeof fromUi === 'string' && fromUi !== ''
      ? fromUi
      : typeof schema.description === 'string' && schema.description !== ''
        ? schema.description
        : undefined;
  return hint === undefined ? undefined : fillFieldCopy(hint, schema);
}

/** aria-describedby for an input: its hint, then its error, then anything extra. */
export function describedBy(
  id: string,
  parts: { hint?: boolean; error?: boolean; extra?: string },
): string | undefined {
  const ids = [parts.hint && hintId(id), parts.error && errorId(id), parts.extra].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | false | undefined | null)[]): string {
  return names.filter(Boolean).join(' ');
}
