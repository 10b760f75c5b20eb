import { refuse } from '../model/form-editor.ts';
import { setJsonValue, valueAtPath, pathOfPointer } from '../model/json-text.ts';
import { pointerSegments } from '../../../src/lib/json/json-pointer.ts';
import { because } from '../model/refusal-words.ts';
import type { StudioFiles, StudioOperationResult } from '../model/studio-operations.ts';
import { mustHaveWords } from './must-have-words.ts';
import type { Op } from './operation-of.ts';

/**
 * Rewords a message shared by every form, in a file of schemas/messages/, keeping its placeholders.
 */
export function setSharedMessage(
  files: StudioFiles,
  op: Op<'set-shared-message'>,
): StudioOperationResult {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*\.json$/.test(op.file))
    refuse(because('notMessagesFile', { file: op.file }));
  const path = `schemas/messages/${op.file}`;
  const text = files[path];
  if (text === undefined) return refuse(because('noMessagesFile', { file: op.file }));
  mustHaveWords(op.text, 'emptySharedMessage');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse(because('notJson', { file: path }));
  }
  const jsonPath = pathOfPointer(data, pointerSegments(op.pointer));
  if (op.pointer === '' || typeof valueAtPath(text, jsonPath) !== 'string') {
    refuse(because('noMessageAt', { file: op.file, pointer: op.pointer }));
  }
  keepPlaceholders(String(valueAtPath(text, jsonPath)), op.text);
  const next = setJsonValue(text, jsonPath, op.text);
  if (next === text) refuse(because('changesNothing'));
  return { files: { ...files, [path]: next }, changed: [path] };
}

const placeholdersIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]);

/**
 * A shared message keeps the places the site fills in ({limit}, {remaining}, {over}…): one
 * deleted would leave the customer without the number; one added would be shown as written.
 */
function keepPlaceholders(before: string, after: string): void {
  const had = placeholdersIn(before);
  const has = placeholdersIn(after);
  const lost = had.find((name) => !has.includes(name));
  if (lost) refuse(because('placeholderLost', { placeholder: `{${lost}}` }));
  const unknown = has.find((name) => !had.includes(name));
  if (unknown) {
    const known = had.length > 0 ? had.map((name) => `{${name}}`).join(', ') : 'none';
    refuse(because('placeholderUnknown', { placeholder: `{${unknown}}`, known }));
  }
}
