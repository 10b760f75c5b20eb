import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RefusedWrite, removeStudioFile, writeStudioFile } from './safe-write.ts';

let root = '';
let outside = '';

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'studio-write-'));
  outside = mkdtempSync(path.join(tmpdir(), 'studio-outside-'));
  mkdirSync(path.join(root, 'schemas/forms/feedback-details'), { recursive: true });
  mkdirSync(path.join(root, 'schemas/messages'), { recursive: true });
  mkdirSync(path.join(root, 'src'), { recursive: true });
  writeFileSync(path.join(root, 'src/x.ts'), 'export {};\n');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const form = 'schemas/forms/feedback-details/feedback-details.schema.json';

describe('the studio writes only form and message files', () => {
  it('writes a form file and a messages file', () => {
    writeStudioFile(root, form, '{}\n');
    writeStudioFile(root, 'schemas/messages/studio.json', '{ "a": "b" }\n');
    expect(readFileSync(path.join(root, form), 'utf8')).toBe('{}\n');
    expect(readFileSync(path.join(root, 'schemas/messages/studio.json'), 'utf8')).toBe(
      '{ "a": "b" }\n',
    );
  });

  it.each([
    ['a name that climbs out', 'schemas/forms/../../src/x.ts'],
    ['a name that climbs out and back', 'schemas/forms/../forms/feedback-details/x.json'],
    ['an absolute path', path.join('/tmp', 'x.json')],
    ['a file outside the studio’s folders', 'schemas/leads/lead.schema.json'],
    ['a file that is not JSON', 'schemas/forms/feedback-details/notes.ts'],
    ['a Windows path', 'schemas\\forms\\x.json'],
    ['an empty part', 'schemas/forms//x.json'],
  ])('refuses %s', (_, file) => {
    expect(() => writeStudioFile(root, file, 'changed')).toThrow(RefusedWrite);
    expect(readFileSync(path.join(root, 'src/x.ts'), 'utf8')).toBe('export {};\n');
  });

  it('refuses a folder that is a symbolic link leading out', () => {
    symlinkSync(outside, path.join(root, 'schemas/forms/escape'));
    expect(() => writeStudioFile(root, 'schemas/forms/escape/x.json', '{}')).toThrow(RefusedWrite);
    expect(() => readFileSync(path.join(outside, 'x.json'))).toThrow();
  });

  it('makes the folder of a new form, and schemas/journeys/ for a first journey', () => {
    writeStudioFile(root, 'schemas/forms/new-step/new-step.schema.json', '{}\n');
    writeStudioFile(root, 'schemas/journeys/moving-home.journey.json', '{}\n');
    expect(
      readFileSync(path.join(root, 'schemas/forms/new-step/new-step.schema.json'), 'utf8'),
    ).toBe('{}\n');
    expect(readFileSync(path.join(root, 'schemas/journeys/moving-home.journey.json'), 'utf8')).toBe(
      '{}\n',
    );
  });

  it('removes a file it wrote and its folder left empty, never a folder it writes in', () => {
    writeStudioFile(root, 'schemas/forms/new-step/new-step.schema.json', '{}\n');
    writeStudioFile(root, 'schemas/forms/new-step/new-step.ui.json', '{}\n');
    removeStudioFile(root, 'schemas/forms/new-step/new-step.schema.json');
    expect(readdirSync(path.join(root, 'schemas/forms/new-step'))).toEqual(['new-step.ui.json']);
    removeStudioFile(root, 'schemas/forms/new-step/new-step.ui.json');
    expect(readdirSync(path.join(root, 'schemas/forms'))).toEqual(['feedback-details']);
    writeStudioFile(root, 'schemas/messages/only.json', '{}\n');
    removeStudioFile(root, 'schemas/messages/only.json');
    expect(readdirSync(path.join(root, 'schemas/messages'))).toEqual([]);
    expect(() => removeStudioFile(root, 'src/x.ts')).toThrow(RefusedWrite);
    expect(readFileSync(path.join(root, 'src/x.ts'), 'utf8')).toBe('export {};\n');
  });

  it('makes no folder through a symbolic link leading out', () => {
    symlinkSync(outside, path.join(root, 'schemas/forms/escape'));
    expect(() => writeStudioFile(root, 'schemas/forms/escape/new/x.json', '{}')).toThrow(
      RefusedWrite,
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses a file that is a symbolic link to a file outside', () => {
    const target = path.join(outside, 'target.json');
    writeFileSync(target, 'kept\n');
    symlinkSync(target, path.join(root, form));
    expect(() => writeStudioFile(root, form, 'changed')).toThrow(RefusedWrite);
    expect(readFileSync(target, 'utf8')).toBe('kept\n');
  });
});
