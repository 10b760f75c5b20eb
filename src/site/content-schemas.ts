import { contentPaths } from './content-paths.ts';

/**
 * Which schema in schemas/content/ each JSON payload of the content service must fit: read by
 * the stub (it serves only fixtures that pass) and by the fixture tests.
 */
export const contentSchemaFileByPath: Readonly<Record<string, string>> = {
  [contentPaths.headerConfiguration]: 'header-configuration.schema.json',
  [contentPaths.categories]: 'help-categories.schema.json',
  [contentPaths.serviceOutage]: 'service-outage.schema.json',
  [contentPaths.helpVideos]: 'help-videos.schema.json',
  [contentPaths.meterRead]: 'meter-read-content.schema.json',
};
