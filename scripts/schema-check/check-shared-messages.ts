import { pointerPart } from '../../src/lib/json/json-pointer.ts';
import type { Problem } from './problems.ts';
import { isBlank } from './question-faults.ts';
import type { JsonFile } from './schema-tree.ts';

/** Every string at any depth of a JSON value, with its pointer. */
function stringsOf(value: unknown, pointer = ''): { pointer: string; text: string }[] {
  if (typeof value === 'string') return [{ pointer, text: value }];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => stringsOf(item, `${pointer}/${index}`));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      stringsOf(item, `${pointer}/${pointerPart(key)}`),
    );
  }
  return [];
}

/**
 * A message every form shares (schemas/messages/) that has no words: the studio refuses to write
 * one (decision 057), and the customer would read nothing. A file that follows a schema of its
 * own (search-synonyms.json) has its own check, and the schemas themselves are not messages.
 */
export function checkSharedMessages(messages: readonly JsonFile[]): Problem[] {
  const files = messages.map((entry) => entry.file);
  return messages
    .filter(
      (entry) =>
        !entry.file.endsWith('.schema.json') &&
        !files.includes(entry.file.replace(/\.json$/, '.schema.json')),
    )
    .flatMap((entry) =>
      stringsOf(entry.data)
        .filter(({ text }) => isBlank(text))
        .map(({ pointer }) => ({
          file: entry.file,
          pointer,
          message:
            'This message is empty, so where the site shows it the customer would read nothing.',
          fix: 'Write the message, or ask a developer whether the site still shows it.',
          facts: { kind: 'shared-message-empty' as const },
        })),
    );
}
