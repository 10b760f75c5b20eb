import { isSchemaNode } from './schema-tree.ts';

/** A field's x-lead, read into one shape (decision 022); undefined when it is not one we know. */
export type Destination =
  | { readonly kind: 'generic'; readonly to: string; readonly transform: readonly unknown[] }
  | { readonly kind: 'mapper'; readonly to?: string; readonly relationship?: string }
  | { readonly kind: 'not-sent' };

const isPointer = (value: unknown): value is string =>
  typeof value === 'string' && /^(\/[^/]+)+$/.test(value);

export function destinationOf(declared: unknown): Destination | undefined {
  if (isPointer(declared)) return { kind: 'generic', to: declared, transform: [] };
  if (!isSchemaNode(declared)) return undefined;
  if (declared.sent === false) {
    return typeof declared.reason === 'string' && declared.reason.trim() !== ''
      ? { kind: 'not-sent' }
      : undefined;
  }
  if (declared.placedBy === 'mapper') {
    if (declared.to !== undefined && !isPointer(declared.to)) return undefined;
    if (declared.to === undefined && typeof declared.relationship !== 'string') return undefined;
    return {
      kind: 'mapper',
      ...(isPointer(declared.to) ? { to: declared.to } : {}),
      ...(typeof declared.relationship === 'string' ? { relationship: declared.relationship } : {}),
    };
  }
  if (!isPointer(declared.to)) return undefined;
  const { transform } = declared;
  if (transform !== undefined && !Array.isArray(transform)) return undefined;
  return { kind: 'generic', to: declared.to, transform: transform ?? [] };
}
