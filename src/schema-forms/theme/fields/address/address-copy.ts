import copy from '../../../../../schemas/messages/address-lookup.json';

/** Words of the address finder, from schemas/messages/address-lookup.json. */
export const addressCopy = copy;
