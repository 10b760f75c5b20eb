import copy from '../../../schemas/messages/forms-preview.json';

/** Words of the editors' preview, from schemas/messages/forms-preview.json. */
export const previewCopy = copy;
