import { isJsonObject } from '../../lib/json/json-object.ts';
import { pointerPart } from '../../lib/json/json-pointer.ts';

/**
 * The places a lead schema names where an answer may be placed as given (decision 059): each
 * attribute it names, and each name inside an attribute open to new answers (additional-
 * information), whose value the spec leaves open: not fixed (a `const`, an enum of one value),
 * not a group the lead computes (an object, such as the typed contact number) and not always
 * null. Read by the schema check (a destination may name one) and the studio (it offers them),
 * so both keep one rule.
 */
export function answerPlacesOf(attributes: unknown): string[] {
  // A value the lead fixes: a const, or an enum of one value besides null.
  const fixed = (node: Record<string, unknown>) =>
    'const' in node ||
    (Array.isArray(node.enum) && node.enum.filter((value) => value !== null).length <= 1);
  const open = (node: unknown) =>
    isJsonObject(node) && !fixed(node) && node.type !== 'object' && node.type !== 'null';
  const properties =
    isJsonObject(attributes) && isJsonObject(attributes.properties) ? attributes.properties : {};
  return Object.entries(properties).flatMap(([name, node]) => {
    const at = `/${pointerPart(name)}`;
    if (open(node)) return [at];
    if (!isJsonObject(node) || !isJsonObject(node.patternProperties)) return [];
    const named = isJsonObject(node.properties) ? node.properties : {};
    return Object.entries(named)
      .filter(([, inner]) => open(inner))
      .map(([inner]) => `${at}/${pointerPart(inner)}`);
  });
}
