import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree,
  type FormattingOptions,
  type JSONPath,
  type Node,
} from 'jsonc-parser';

/**
 * Editing a JSON file's text in place (decision 040): jsonc-parser's `modify` changes only the
 * text of the value it is given, so a reworded label is a one-line diff and the file keeps its
 * key order and indentation. The files are kept as Prettier writes them (the project's
 * `format:check` reads schemas/), so a list of names `modify` spread over lines is put back on
 * one line when it fits, as Prettier would.
 */

/** Prettier's line width for the project (.prettierrc). */
const printWidth = 100;

/** The indentation a file uses: that of its first indented line (two spaces when none is). */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const tabs = indent.startsWith('\t');
  return {
    tabSize: tabs ? 1 : indent.length,
    insertSpaces: !tabs,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

const isPrimitive = (node: Node) => node.type !== 'object' && node.type !== 'array';

/**
 * The text with each list of plain values that spans lines but fits on one put on one line,
 * and each emptied object or list closed up: what Prettier does with them.
 */
function tidyLists(text: string): string {
  const root = parseTree(text);
  if (!root) return text;
  const edits: { offset: number; length: number; content: string }[] = [];
  const { tabSize, insertSpaces } = formattingOf(text);
  const unit = insertSpaces ? ' '.repeat(tabSize ?? 2) : '\t';
  const visit = (node: Node) => {
    const children = node.children ?? [];
    const source = text.slice(node.offset, node.offset + node.length);
    if (node.type === 'array' && children.length > 0 && !source.includes('\n')) {
      // A one-line list an insertion made too long: one item a line, as Prettier writes it.
      const lineStart = text.lastIndexOf('\n', node.offset) + 1;
      const lineEnd = text.indexOf('\n', node.offset + node.length);
      const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
      if (children.every(isPrimitive) && line.trimEnd().length > printWidth) {
        const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
        const items = children.map(
          (child) => `${indent}${unit}${text.slice(child.offset, child.offset + child.length)}`,
        );
        edits.push({
          offset: node.offset,
          length: node.length,
          content: `[\n${items.join(',\n')}\n${indent}]`,
        });
      }
      return;
    }
    if ((node.type === 'array' || node.type === 'object') && children.length === 0) {
      if (source.includes('\n')) {
        edits.push({
          offset: node.offset,
          length: node.length,
          content: node.type === 'array' ? '[]' : '{}',
        });
      }
      return;
    }
    if (node.type === 'array' && children.every(isPrimitive) && source.includes('\n')) {
      const inline = `[${children.map((child) => text.slice(child.offset, child.offset + child.length)).join(', ')}]`;
      const lineStart = text.lastIndexOf('\n', node.offset) + 1;
      const end = node.offset + node.length;
      const lineEnd = text.indexOf('\n', end);
      const tail = text.slice(end, lineEnd === -1 ? text.length : lineEnd).trimEnd();
      if (node.offset - lineStart + inline.length + tail.length <= printWidth) {
        edits.push({ offset: node.offset, length: node.length, content: inline });
        return;
      }
    }
    children.forEach(visit);
  };
  visit(root);
  return applyEdits(text, edits);
}

/**
 * The text with the value at `path` set to `value` (added at the end of its object, or at
 * `insertAt` among its keys), or removed when `value` is undefined.
 */
export function setJsonValue(
  text: string,
  path: JSONPath,
  value: unknown,
  insertAt?: number,
): string {
  if (value === undefined && typeof path.at(-1) === 'number') {
    return tidyLists(removeListItem(text, path));
  }
  const edits = modify(text, path, value, {
    formattingOptions: formattingOf(text),
    ...(insertAt === undefined ? {} : { getInsertionIndex: () => insertAt }),
  });
  return tidyLists(applyEdits(text, edits));
}

/**
 * The text without the list item at `path`. Not by `modify`: jsonc-parser 3.3 removes one
 * character too few with the last item of a list (`["a", "b""]`).
 */
function removeListItem(text: string, path: JSONPath): string {
  const root = parseTree(text);
  const item = root && findNodeAtLocation(root, path);
  const items = item?.parent?.children ?? [];
  const index = item ? items.indexOf(item) : -1;
  if (!item || index === -1) return text;
  const previous = items[index - 1];
  const next = items[index + 1];
  const [start, end] = next
    ? [item.offset, next.offset]
    : previous
      ? [previous.offset + previous.length, item.offset + item.length]
      : [item.offset, item.offset + item.length];
  return applyEdits(text, [{ offset: start, length: end - start, content: '' }]);
}

/** The text with `value` put into the list at `path`, at `index` (its end when omitted). */
export function insertJsonListItem(
  text: string,
  path: JSONPath,
  value: unknown,
  index?: number,
): string {
  const list = valueAtPath(text, path);
  const at = index ?? (Array.isArray(list) ? list.length : 0);
  const edits = modify(text, [...path, at], value, {
    formattingOptions: formattingOf(text),
    isArrayInsertion: true,
  });
  return tidyLists(applyEdits(text, edits));
}

/** The parsed value at `path`, or undefined. */
export function valueAtPath(text: string, path: JSONPath): unknown {
  const root = parseTree(text);
  if (!root) return undefined;
  const node = findNodeAtLocation(root, path);
  return node ? JSON.parse(text.slice(node.offset, node.offset + node.length)) : undefined;
}

/**
 * The text with the key `from` of the object at `path` renamed `to`, its value and place kept
 * (only the key's own text changes).
 */
export function renameJsonKey(text: string, path: JSONPath, from: string, to: string): string {
  const root = parseTree(text);
  const object = root && findNodeAtLocation(root, path);
  const property = object?.children?.find((child) => child.children?.[0]?.value === from);
  const key = property?.children?.[0];
  if (!key) return text;
  return applyEdits(text, [
    { offset: key.offset, length: key.length, content: JSON.stringify(to) },
  ]);
}

/** The JSONPath of a JSON Pointer into `data` (list indexes as numbers, as jsonc-parser wants). */
export function pathOfPointer(data: unknown, segments: readonly string[]): JSONPath {
  const path: JSONPath = [];
  let node = data;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      path.push(Number(segment));
      node = node[Number(segment)];
    } else {
      path.push(segment);
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[segment]
          : undefined;
    }
  }
  return path;
}
