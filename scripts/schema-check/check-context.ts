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

/** The check's view of the site: the real keywords, formats, theme and form registry. */
export function createCheckContext(now: Date): CheckContext {
  return {
    createFormAjv: () => createFormAjv({ useDefaults: true }),
    vocabulary: {
      keywords: formKeywords.map((definition) => String(definition.keyword)),
      formats: Object.keys(fullFormats),
    },
    ui: { widgets: [...uiWidgetNames], fields: [...uiFieldNames], options: [...uiOptionNames] },
    registeredFormIds: formIds,
    fixtureSchemas: contentFixtureSchemas,
    now,
  };
}
