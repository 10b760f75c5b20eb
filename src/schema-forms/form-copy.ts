import copy from '../../schemas/messages/form-copy.json';

/** Words every form shares, from schemas/messages/form-copy.json. */
export const formCopy = copy;
