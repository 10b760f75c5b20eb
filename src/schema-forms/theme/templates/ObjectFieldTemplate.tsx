import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** Lays out an object's fields one under another; framing belongs to each field's template. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <>{properties.map((property) => (property.hidden ? null : property.content))}</>;
}
