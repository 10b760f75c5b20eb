import { contentPaths } from '../../src/lib/content/content-paths';

/**
 * Which schema in schemas/content/ each JSON content fixture follows, by its path under
 * content-fixtures/ (the content service's own path). A JSON fixture missing here fails the
 * check, so a new payload cannot go unchecked.
 */
export const contentFixtureSchemas: Readonly<Record<string, string>> = {
  [contentPaths.headerConfiguration]: 'header-configuration.schema.json',
  [contentPaths.categories]: 'help-categories.schema.json',
  [contentPaths.meterRead]: 'meter-read-content.schema.json',
  [contentPaths.serviceOutage]: 'service-outage.schema.json',
  [contentPaths.helpVideos]: 'help-videos.schema.json',
};
