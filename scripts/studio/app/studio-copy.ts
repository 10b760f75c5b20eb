import copy from '../../../schemas/messages/studio.json';

/** The studio's own words, from schemas/messages/studio.json. */
export const studioCopy = copy;

/** The words of a studio page's <title>. */
export const studioTitle = (page: string): string => copy.pageTitle.replace('{page}', page);
