import { fieldsOf } from '../../../src/schema-forms/walk-schema.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { isPlacedByCode } from './placed-by-code.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles } from './studio-operations.ts';

/**
 * The label of the first question of a step's form whose answer the journey's mapper places (it
 * reads the steps by their place and the answers by their names), if any: such a step is the
 * code's to remove.
 */
export function stepReadByCode(files: StudioFiles, formId: string): string | undefined {
  let schema: unknown;
  try {
    schema = JSON.parse(files[formFilesOf(formId).schema] ?? '');
  } catch {
    return undefined;
  }
  if (!isSchemaNode(schema)) return undefined;
  const field = fieldsOf(schema).find((candidate) => isPlacedByCode(candidate.schema));
  if (!field) return undefined;
  return typeof field.schema.title === 'string' ? field.schema.title : field.path;
}
