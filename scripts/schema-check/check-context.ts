import { fullFormats } from 'ajv-formats/dist/formats';
import { formIds } from '../../src/schema-forms/form-registry.ts';
import {
  uiFieldNames,
  uiOptionNames,
  uiWidgetNames,
} from '../../src/schema-forms/theme/theme-names.ts';
import { createFormAjv } from '../../src/schema-forms/validation/create-form-ajv.ts';
import { formKeywords } from '../../src/schema-forms/validation/form-keywords.ts';
import type { CheckContext } from './check-schema-tree.ts';
import { contentFixtureSchemas } from './content-fixture-schemas.ts';

/**
 * The check's view of the site: the real keywords, formats, theme and form registry. The
 * registry is written from the form folders before the check reads them (check-schemas.ts), so
 * `formFolders`, the folders there now, are in it too: a dev server or the studio, which loaded
 * the registry as it started, sees a form added since as the check will.
 */
export function createCheckContext(now: Date, formFolders: readonly string[] = []): CheckContext {
  return {
    createFormAjv: () => createFormAjv({ useDefaults: true }),
    vocabulary: {
      keywords: formKeywords.map((definition) => String(definition.keyword)),
      formats: Object.keys(fullFormats),
    },
    ui: { widgets: [...uiWidgetNames], fields: [...uiFieldNames], options: [...uiOptionNames] },
    registeredFormIds: [...new Set([...formIds, ...formFolders])],
    fixtureSchemas: contentFixtureSchemas,
    now,
  };
}
