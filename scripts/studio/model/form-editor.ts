import { because } from './refusal-words.ts';
import type { JSONPath } from 'jsonc-parser';
import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { insertJsonListItem, renameJsonKey, setJsonValue } from './json-text.ts';
import { formFilesOf, isStudioEditable } from './studio-files.ts';
import type { StudioFiles, StudioOperationResult } from './studio-operations.ts';

/** An edit the studio will not make, with the reason the editor reads. */
export class Refusal extends Error {}

export const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

/** The files of a form an operation can change. */
export type FormFileKind = 'schema' | 'ui' | 'examples';

/**
 * A form's three file texts while an operation edits them: each change goes through
 * jsonc-parser (json-text.ts), and the data is parsed again from the text after each change, so
 * every step sees what the last one wrote.
 */
export interface FormEditor {
  readonly formId: string;
  data(kind: 'schema' | 'ui'): SchemaNode;
  examples(): SchemaNode & { examples?: unknown };
  set(kind: FormFileKind, path: JSONPath, value: unknown, insertAt?: number): void;
  insert(kind: FormFileKind, path: JSONPath, value: unknown, index?: number): void;
  renameKey(kind: FormFileKind, path: JSONPath, from: string, to: string): void;
  /** The files with the texts as they are now. */
  peek(): StudioFiles;
  result(): StudioOperationResult;
}

const parsed = (text: string, file: string): SchemaNode => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse(because('notJson', { file }));
  }
  return isSchemaNode(data) ? data : refuse(because('notObject', { file }));
};

/** An editor over the files of `formId`, refusing a form the files do not have. */
export function formEditor(files: StudioFiles, formId: string): FormEditor {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(formId)) refuse(because('notFormName', { form: formId }));
  const paths = formFilesOf(formId);
  const schemaText = files[paths.schema];
  if (schemaText === undefined) return refuse(because('noForm', { form: formId }));
  const texts: Record<FormFileKind, string> = {
    schema: schemaText,
    ui: files[paths.ui] ?? '{}\n',
    examples: files[paths.examples] ?? '{\n  "examples": []\n}\n',
  };
  const data = (kind: FormFileKind) => parsed(texts[kind], paths[kind]);
  return {
    formId,
    data: (kind) => data(kind),
    examples: () => data('examples'),
    set(kind, path, value, insertAt) {
      texts[kind] = setJsonValue(texts[kind], path, value, insertAt);
    },
    insert(kind, path, value, index) {
      texts[kind] = insertJsonListItem(texts[kind], path, value, index);
    },
    renameKey(kind, path, from, to) {
      texts[kind] = renameJsonKey(texts[kind], path, from, to);
    },
    peek() {
      const next: Record<string, string> = { ...files };
      for (const kind of Object.keys(texts) as FormFileKind[]) next[paths[kind]] = texts[kind];
      return next;
    },
    result() {
      const changed = (Object.keys(texts) as FormFileKind[])
        .filter((kind) => texts[kind] !== files[paths[kind]])
        .map((kind) => paths[kind]);
      if (changed.length === 0) return { refused: because('changesNothing') };
      const outside = changed.find((file) => !isStudioEditable(file));
      if (outside) return { refused: because('notEditable', { file: outside }) };
      const next: Record<string, string> = { ...files };
      for (const kind of Object.keys(texts) as FormFileKind[]) {
        if (changed.includes(paths[kind])) next[paths[kind]] = texts[kind];
      }
      return { files: next, changed };
    },
  };
}

/** The index of `key` among the keys of `node`, or undefined. */
export function keyIndex(node: SchemaNode, key: string): number | undefined {
  const index = Object.keys(node).indexOf(key);
  return index === -1 ? undefined : index;
}
