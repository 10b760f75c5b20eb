/**
 * Fills the `{name}` placeholders of a message from schemas/messages/ with numbers or words, in
 * one pass (a value holding braces is not read again); placeholders it is not given, like
 * `{recentDate}`, are kept. The one way the site, the forms and the studio fill their words.
 */
export function fillMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
