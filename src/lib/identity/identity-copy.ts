import copy from '../../../schemas/messages/identity.json';

/** Words about signing in, prefill, the deals page and the idle warning (schemas/messages/identity.json). */
export const identityCopy = copy;

/** Fills `{name}` placeholders of a message. */
export function fillMessage(message: string, values: Readonly<Record<string, string | number>>) {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
