import copy from '../../../schemas/messages/identity.json' with { type: 'json' };

/** Words about signing in, the deals page and the idle warning (schemas/messages/identity.json). */
export const identityCopy = copy;
