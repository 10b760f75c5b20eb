import {
  DEFAULT_ID_PREFIX,
  DEFAULT_ID_SEPARATOR,
  englishStringTranslator,
  type Registry,
} from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

/** The registry Form starts from, without the schemas and utilities Form adds itself. */
type StartingRegistry = Omit<Registry, 'schemaUtils'>;

/**
 * What rjsf's Form starts from before our theme (form-theme.ts) is laid over it: in place of
 * rjsf's own default registry, which holds every field, widget and template rjsf has (lists,
 * alternatives, layout grids, file and colour pickers...), this holds only the fields our forms'
 * answers are shown by: objects, text, choices, yes or no, numbers. Our widgets and templates
 * come from the theme. The build puts it in place of rjsf's (decision 029): its own holds all of
 * them whatever a form uses, about 16 KB gzip of a form step's script. `npm run schemas:check`
 * refuses a field that would need any other (check-widget-fit.ts).
 */
export default function getDefaultRegistry(): StartingRegistry {
  return {
    fields: { SchemaField, ObjectField, StringField, BooleanField, NumberField },
    // Forms bring their own submit button (LoadedSchemaForm), so rjsf's is never drawn.
    templates: { ButtonTemplates: {} } as StartingRegistry['templates'],
    widgets: {},
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
