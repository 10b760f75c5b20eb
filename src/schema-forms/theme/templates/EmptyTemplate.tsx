/**
 * Renders nothing. rjsf's own description, help, error-list and title templates are replaced by
 * this one because FieldTemplate and SchemaForm already place hints, errors and headings where
 * the GOV.UK patterns want them; a second copy would be read out twice.
 */
export function EmptyTemplate() {
  return null;
}
