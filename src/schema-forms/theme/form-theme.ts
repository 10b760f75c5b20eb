import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { ChoicesField } from './fields/ChoicesField.tsx';
import { lazyField } from './form-fields.tsx';
import { EmptyTemplate } from './templates/EmptyTemplate.tsx';
import type { UiFieldName } from './theme-names.ts';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { CheckboxesWidget } from './widgets/CheckboxesWidget.tsx';
import { DateInputWidget } from './widgets/DateInputWidget.tsx';
import { RadioWidget } from './widgets/RadioWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import { EmailWidget, SearchWidget, TelWidget, TextWidget } from './widgets/TextWidget.tsx';

/**
 * Widgets a UI schema may name with `ui:widget`: rjsf's names for the ones it picks itself
 * (TextWidget for strings, RadioWidget for "radio", CheckboxesWidget for "checkboxes"...), our names for the rest. `hidden` fields
 * are not rendered at all (FieldTemplate), so no widget is needed for them.
 */
export const formWidgets = {
  TextWidget,
  EmailWidget,
  TextareaWidget,
  RadioWidget,
  CheckboxesWidget,
  SelectWidget,
  HiddenWidget: EmptyTemplate,
  tel: TelWidget,
  search: SearchWidget,
  dateInput: DateInputWidget,
} as const satisfies RegistryWidgetsType;

/**
 * Fields a UI schema may name with `ui:field` (theme-names.ts lists the names), each loaded when
 * a form names it (form-fields.tsx); and `ArrayField`, rjsf's name for the field of a list,
 * which in our forms is only ever a list of choices (checkboxes).
 */
export const formFields = {
  ArrayField: ChoicesField,
  address: lazyField('address'),
  password: lazyField('password'),
} as const satisfies RegistryFieldsType & Record<UiFieldName, unknown>;

/** Our templates; the ones rendering nothing leave hints, errors and headings to FieldTemplate. */
export const formTemplates = {
  FieldTemplate,
  ObjectFieldTemplate,
  DescriptionFieldTemplate: EmptyTemplate,
  FieldErrorTemplate: EmptyTemplate,
  FieldHelpTemplate: EmptyTemplate,
  ErrorListTemplate: EmptyTemplate,
  TitleFieldTemplate: EmptyTemplate,
} as const satisfies Partial<TemplatesType>;
