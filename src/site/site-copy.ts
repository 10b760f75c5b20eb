import copy from '../../schemas/messages/site-copy.json' with { type: 'json' };

/** Words of the site's frame, from schemas/messages/site-copy.json. */
export const siteCopy = copy;
