/**
 * The JSON:API envelope every lead is posted in (SPEC section 7): `{ data: { type: 'leads',
 * attributes, relationships? } }`. Written once so each mapper says only what its lead holds.
 */
export interface LeadDocument<Attributes, Relationships = never> {
  readonly data: { readonly type: 'leads'; readonly attributes: Attributes } & ([
    Relationships,
  ] extends [never]
    ? unknown
    : { readonly relationships: Relationships });
}

/**
 * The attributes the help-and-support and feedback leads always send as null (SPEC section 7:
 * "the nulls of the lead variant"); spread last, so they close the attributes as the spec lists.
 */
export const helpAndSupportNulls = {
  account: null,
  'alternate-contact-number': null,
  'chat-history': null,
  'customer-references': null,
  'contact-preference': null,
} as const;

export type HelpAndSupportNulls = typeof helpAndSupportNulls;

/** A lead document of these attributes (and relationships, where the lead has any). */
export function leadEnvelope<Attributes>(attributes: Attributes): LeadDocument<Attributes>;
export function leadEnvelope<Attributes, Relationships>(
  attributes: Attributes,
  relationships: Relationships,
): LeadDocument<Attributes, Relationships>;
export function leadEnvelope<Attributes, Relationships>(
  attributes: Attributes,
  relationships?: Relationships,
) {
  return relationships === undefined
    ? { data: { type: 'leads', attributes } }
    : { data: { type: 'leads', attributes, relationships } };
}
