import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import type { StudioFiles } from './studio-operations.ts';

/** The node at `keys` under `node`, if each step is an object. */
const at = (node: unknown, keys: readonly string[]): unknown =>
  keys.reduce<unknown>((found, key) => (isSchemaNode(found) ? found[key] : undefined), node);

/**
 * The most characters the lead `leadVariant` takes for an answer sent under
 * additional-information by `name` (its own property's maxLength, or that of the pattern its name
 * matches), if the lead says: a question sending there is given the same rule, so the customer is
 * told before sending rather than the back office refusing the lead.
 */
export function longestLeadAnswer(
  files: StudioFiles,
  leadVariant: string,
  name: string,
): number | undefined {
  let lead: unknown;
  try {
    lead = JSON.parse(files[`schemas/leads/${leadVariant}.schema.json`] ?? '');
  } catch {
    return undefined;
  }
  const information = at(lead, [
    'properties',
    'data',
    'properties',
    'attributes',
    'properties',
    'additional-information',
  ]);
  const own = at(information, ['properties', name, 'maxLength']);
  if (typeof own === 'number') return own;
  const patterns = at(information, ['patternProperties']);
  for (const [pattern, node] of Object.entries(isSchemaNode(patterns) ? patterns : {})) {
    const longest = at(node, ['maxLength']);
    if (typeof longest === 'number' && new RegExp(pattern, 'u').test(name)) return longest;
  }
  return undefined;
}
