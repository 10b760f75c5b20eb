import { describe, expect, it } from 'vitest';
import { insertJsonListItem, renameJsonKey, setJsonValue } from './json-text.ts';

const text = `{
  "required": ["a", "b", "c"],
  "properties": {
    "a": {
      "type": "string"
    }
  },
  "x": 1
}
`;

describe('editing JSON text in place', () => {
  it('changes one value and nothing else', () => {
    expect(setJsonValue(text, ['x'], 2)).toBe(text.replace('"x": 1', '"x": 2'));
  });

  it('removes the last item of a list whole (jsonc-parser leaves a quote behind)', () => {
    expect(setJsonValue(text, ['required', 2], undefined)).toContain('"required": ["a", "b"],');
    expect(setJsonValue(text, ['required', 0], undefined)).toContain('"required": ["b", "c"],');
  });

  it('keeps a list of plain values on one line when it fits, as Prettier does', () => {
    expect(insertJsonListItem(text, ['required'], 'd')).toContain(
      '"required": ["a", "b", "c", "d"],',
    );
    const long = Array.from({ length: 12 }, (_, index) => `name${index}`);
    const spread = setJsonValue(text, ['required'], long);
    expect(spread).toContain('"required": [\n    "name0",\n    "name1",');
  });

  it('spreads a one-line list a changed item takes past 100 columns, one item a line, as Prettier does', () => {
    const names = Array.from({ length: 9 }, (_, index) => `name${index}`);
    const inline = setJsonValue(text, ['required'], names);
    expect(inline).toContain(`"required": [${names.map((name) => `"${name}"`).join(', ')}],`);
    // A move in the form's order swaps two items, one at a time: the list may grow in between.
    const longer = setJsonValue(inline, ['required', 4], 'a_longer_name');
    const spread = names.map((name) => (name === 'name4' ? 'a_longer_name' : name));
    expect(longer).toContain(
      `"required": [\n${spread.map((name) => `    "${name}"`).join(',\n')}\n  ],\n`,
    );
  });

  it('adds a key at the place asked, in the indentation of the file', () => {
    const fourSpaces = text.replace(/\n( +)/g, (_, spaces: string) => `\n${spaces}${spaces}`);
    const added = setJsonValue(fourSpaces, ['properties', 'a', 'title'], 'A', 0);
    expect(added).toContain(
      '        "a": {\n            "title": "A",\n            "type": "string"\n        }',
    );
  });

  it('closes up an object or list left empty', () => {
    expect(setJsonValue(text, ['properties', 'a'], undefined)).toContain('"properties": {},');
  });

  it('renames a key, keeping its value and place', () => {
    expect(renameJsonKey(text, ['properties'], 'a', 'b')).toBe(text.replace('"a": {', '"b": {'));
  });
});
