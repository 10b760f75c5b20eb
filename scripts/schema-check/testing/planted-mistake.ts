import { createCheckContext } from '../check-context.ts';
import { checkSchemaTree } from '../check-schema-tree.ts';
import type { Problem } from '../problems.ts';
import { readSchemaTree, type FormFolder, type JsonFile, type SchemaTree } from '../schema-tree.ts';

/** Test-only: the real schemas/ with one planted mistake, checked as `npm run schemas:check` does. */
const context = createCheckContext(new Date());
export const realTree = readSchemaTree(process.cwd());

export type FileKind = 'schema' | 'ui' | 'examples';

/** A copy of `data` with the value at a JSON pointer set (or removed when undefined). */
export function edited(data: unknown, pointer: string, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  const parts = pointer.split('/').slice(1);
  const last = parts.pop() ?? '';
  let node = copy;
  for (const part of parts) node = node[part] as Record<string, unknown>;
  let replaced: Record<string, unknown>;
  if (Array.isArray(node)) {
    const list = [...(node as unknown[])];
    if (value === undefined) list.splice(Number(last), 1);
    else list[Number(last)] = value;
    replaced = list as unknown as Record<string, unknown>;
  } else {
    const kept = Object.entries(node).filter(([key]) => key !== last || value !== undefined);
    replaced = Object.fromEntries(kept.map(([key, old]) => [key, key === last ? value : old]));
    if (value !== undefined && !(last in node)) replaced[last] = value;
  }
  if (parts.length === 0) return replaced;
  let parent = copy;
  for (const part of parts.slice(0, -1)) parent = parent[part] as Record<string, unknown>;
  parent[parts[parts.length - 1] ?? ''] = replaced;
  return copy;
}

/** The problems of the real tree with values at pointers of one form's files replaced. */
export function problemsWithEdits(
  formId: string,
  edits: Partial<Record<FileKind, Readonly<Record<string, unknown>>>>,
): Problem[] {
  const tree: SchemaTree = {
    ...realTree,
    forms: realTree.forms.map((form): FormFolder => {
      if (form.formId !== formId) return form;
      const changed: Record<string, JsonFile | undefined> = {};
      for (const [kind, fileEdits] of Object.entries(edits) as [
        FileKind,
        Record<string, unknown>,
      ][]) {
        const file = form[kind];
        if (!file) continue;
        const data = Object.entries(fileEdits).reduce(
          (current, [pointer, value]) => edited(current, pointer, value),
          file.data,
        );
        changed[kind] = { ...file, data };
      }
      return { ...form, ...changed };
    }),
  };
  return checkSchemaTree(tree, context);
}

/** The problems of the real tree with values at pointers of one form's file replaced. */
export function problemsWith(
  formId: string,
  kind: FileKind,
  edits: Readonly<Record<string, unknown>>,
): Problem[] {
  return problemsWithEdits(formId, { [kind]: edits });
}

/** The problems of the real tree with values at pointers of one lead schema (schemas/leads/<name>) replaced. */
export function problemsWithLeadEdits(
  name: string,
  edits: Readonly<Record<string, unknown>>,
): Problem[] {
  const file = `schemas/leads/${name}`;
  const tree: SchemaTree = {
    ...realTree,
    leadSchemas: realTree.leadSchemas.map((lead) =>
      lead.file === file
        ? {
            ...lead,
            data: Object.entries(edits).reduce(
              (current, [pointer, value]) => edited(current, pointer, value),
              lead.data,
            ),
          }
        : lead,
    ),
  };
  if (tree.leadSchemas.every((lead) => lead.file !== file)) throw new Error(`No lead ${file}`);
  return checkSchemaTree(tree, context);
}
