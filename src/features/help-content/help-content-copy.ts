import copy from '../../../schemas/messages/help-content.json' with { type: 'json' };

/** Words of the help pages around the content (schemas/messages/help-content.json). */
export const helpCopy = copy;
