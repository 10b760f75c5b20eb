import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AddressField } from './fields/AddressField';
import { PasswordField } from './fields/PasswordField';
import { EmptyTemplate } from './templates/EmptyTemplate';
import type { uiFieldNames } from './theme-names';
import { FieldTemplate } from './templates/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { DateInputWidget } from './widgets/DateInputWidget';
import { RadioWidget } from './widgets/RadioWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { TextareaWidget } from './widgets/TextareaWidget';
import { EmailWidget, SearchWidget, TelWidget, TextWidget } from './widgets/TextWidget';

/**
 * Widgets a UI schema may name with `ui:widget`: rjsf's names for the ones it picks itself
 * (TextWidget for strings, RadioWidget for "radio"...), our names for the rest. `hidden` fields
 * are not rendered at all (FieldTemplate), so no widget is needed for them.
 */
export const formWidgets = {
  TextWidget,
  EmailWidget,
  TextareaWidget,
  RadioWidget,
  SelectWidget,
  HiddenWidget: EmptyTemplate,
  tel: TelWidget,
  search: SearchWidget,
  dateInput: DateInputWidget,
} as const satisfies RegistryWidgetsType;

/** Fields a UI schema may name with `ui:field` (theme-names.ts lists the names). */
export const formFields = {
  address: AddressField,
  password: PasswordField,
} as const satisfies RegistryFieldsType & Record<(typeof uiFieldNames)[number], unknown>;

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
