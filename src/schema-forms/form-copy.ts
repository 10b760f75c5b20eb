import copy from '../../schemas/messages/form-copy.json';

/** Words every form shares, from schemas/messages/form-copy.json. */
export const formCopy = copy;

/** Fills `{name}` placeholders of a message with numbers or words. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
