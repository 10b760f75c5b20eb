import { isJsonObject } from '../../lib/json/json-object.ts';

/**
 * A question's `x-lead`, where its answer goes in the lead (decision 022), read and written one
 * way by the validator's keyword, the form compiler, the schema check and the studio:
 * - `"/additional-information/PreferredTime"` or `{ "to": …, "transform": [...] }`: placed there
 *   by the generic step, as given or through named transforms (answer-transforms.ts);
 * - `{ "placedBy": "mapper", "to": … }` (or `"relationship": "address"`): a typed mapper writes
 *   it, because the lead computes it;
 * - `{ "sent": false, "reason": "…" }`: never sent.
 */
export type Destination =
  | { readonly kind: 'generic'; readonly to: string; readonly transform: readonly unknown[] }
  | { readonly kind: 'mapper'; readonly to?: string; readonly relationship?: string }
  | { readonly kind: 'not-sent'; readonly reason: string };

/** A place in the lead: a JSON Pointer under its attributes, of one part or more. */
export const leadPointerPattern = '^(/[^/]+)+$';

const pointer = new RegExp(leadPointerPattern);

/** Whether a text names a place in the lead. */
export const isLeadPointer = (value: unknown): value is string =>
  typeof value === 'string' && pointer.test(value);

/** A question's x-lead read into one shape; undefined when it is not one we know. */
export function destinationOf(declared: unknown): Destination | undefined {
  if (isLeadPointer(declared)) return { kind: 'generic', to: declared, transform: [] };
  if (!isJsonObject(declared)) return undefined;
  if (declared.sent === false) {
    return typeof declared.reason === 'string' && declared.reason.trim() !== ''
      ? { kind: 'not-sent', reason: declared.reason }
      : undefined;
  }
  if (declared.placedBy === 'mapper') {
    if (declared.to !== undefined && !isLeadPointer(declared.to)) return undefined;
    if (declared.to === undefined && typeof declared.relationship !== 'string') return undefined;
    return {
      kind: 'mapper',
      ...(isLeadPointer(declared.to) ? { to: declared.to } : {}),
      ...(typeof declared.relationship === 'string' ? { relationship: declared.relationship } : {}),
    };
  }
  if (!isLeadPointer(declared.to)) return undefined;
  const { transform } = declared;
  if (transform !== undefined && !Array.isArray(transform)) return undefined;
  return { kind: 'generic', to: declared.to, transform: transform ?? [] };
}

/** The x-lead a destination is written as, in its shortest form (no empty transform list). */
export function leadDeclarationOf(destination: Destination): unknown {
  switch (destination.kind) {
    case 'not-sent':
      return { sent: false, reason: destination.reason };
    case 'mapper':
      return {
        placedBy: 'mapper',
        ...(destination.to === undefined ? {} : { to: destination.to }),
        ...(destination.relationship === undefined
          ? {}
          : { relationship: destination.relationship }),
      };
    case 'generic':
      return destination.transform.length === 0
        ? { to: destination.to }
        : { to: destination.to, transform: destination.transform };
  }
}
