/** The address relationship of a lead (SPEC section 3): type addresses, the chosen id or ''. */
export interface AddressRelationship {
  readonly data: { readonly type: 'addresses'; readonly id: string };
}

/** The relationship pointing a lead at an address id ('' when none applies). */
export function addressRelationship(addressId: string | undefined): AddressRelationship {
  return { data: { type: 'addresses', id: addressId ?? '' } };
}
