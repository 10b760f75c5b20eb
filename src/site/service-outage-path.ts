/**
 * Where the outage service answers (SPEC section 7), relative to its base URL: a module of its
 * own, so a help page's content check knows it without the whole table of content paths.
 */
export const serviceOutagePath = '/serviceoutages/journeys/help-and-support/jcr:content.data.json';
