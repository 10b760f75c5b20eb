/**
 * A template of schemas/messages/ with its {names} filled in, in one pass (a value holding
 * braces is not read again); placeholders it is not given, like {recentDate}, are kept.
 */
export const fillWords = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
