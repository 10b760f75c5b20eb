import type { WidgetProps } from '@rjsf/utils';
import { TextInput } from './TextInput.tsx';

/** A plain text input (rjsf's default for strings). */
export function TextWidget(props: WidgetProps) {
  return <TextInput {...props} type="text" />;
}

/** An email address input (`ui:widget: "email"`). */
export function EmailWidget(props: WidgetProps) {
  return <TextInput {...props} type="email" />;
}

/** A telephone number input (`ui:widget: "tel"`). */
export function TelWidget(props: WidgetProps) {
  return <TextInput {...props} type="tel" />;
}

/** A search box (`ui:widget: "search"`). */
export function SearchWidget(props: WidgetProps) {
  return <TextInput {...props} type="search" />;
}
