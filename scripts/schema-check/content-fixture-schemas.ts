import { isJsonObject } from '../../src/lib/json/json-object.ts';
import { categoryDataSchemaFiles, categoryLayoutOf } from '../../src/site/category-layouts.ts';
import { contentPaths } from '../../src/site/content-paths.ts';

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

/** A part of a fixture, where it sits in the file, and the schema it follows. */
export interface FixturePart {
  readonly pointer: string;
  readonly schemaName: string;
  readonly data: unknown;
}

/**
 * The parts of a fixture to check: the whole against its schema and, in the categories, each
 * category's categoryData against its layout's schema (SPEC section 2), as the site checks
 * them when a category is shown.
 */
export function fixtureParts(schemaName: string, data: unknown): FixturePart[] {
  const whole = { pointer: '', schemaName, data };
  if (schemaName !== contentFixtureSchemas[contentPaths.categories] || !isJsonObject(data)) {
    return [whole];
  }
  const categories = Array.isArray(data.data) ? data.data : [];
  return [
    whole,
    ...categories.flatMap((category: unknown, index): FixturePart[] => {
      const attributes = isJsonObject(category) ? category.attributes : undefined;
      if (
        !isJsonObject(category) ||
        !isJsonObject(attributes) ||
        !isJsonObject(attributes.categoryData)
      ) {
        return [];
      }
      const layout = categoryLayoutOf(String(category.id), attributes.newLayout === true);
      return [
        {
          pointer: `/data/${index}/attributes/categoryData`,
          schemaName: categoryDataSchemaFiles[layout],
          data: attributes.categoryData,
        },
      ];
    }),
  ];
}
