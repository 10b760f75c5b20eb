import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStudioWorkspace } from './studio-workspace.ts';

let root = '';
const schemaFile = 'schemas/forms/feedback-details/feedback-details.schema.json';
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const onHint = { op: 'set-hint', formId: 'feedback-details', field: 'email' } as const;
const onLabel = { op: 'set-label', formId: 'feedback-details', field: 'email' } as const;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'studio-workspace-'));
  cpSync('schemas', path.join(root, 'schemas'), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the studio's workspace writes only what the check passes", () => {
  it('writes a checked edit at once and says what it changed', () => {
    const workspace = createStudioWorkspace(root);
    const outcome = workspace.apply({ ...onHint, hint: 'We reply to this address' });
    expect(outcome.refused).toBeUndefined();
    expect(outcome.said).toEqual(["'Email address' now has the hint 'We reply to this address'"]);
    expect(outcome.state).toMatchObject({ held: false, changed: true, drafts: [] });
    expect(read(schemaFile)).toContain('"description": "We reply to this address"');
  });

  it('holds an edit the check refuses, with findings that name the control, until it is undone', () => {
    const workspace = createStudioWorkspace(root);
    const before = read(schemaFile);
    const outcome = workspace.apply({ ...onLabel, label: '<b>Email</b>' });
    expect(outcome.state.held).toBe(true);
    expect(outcome.state.findings).toEqual([
      expect.objectContaining({
        file: schemaFile,
        message: expect.stringContaining('HTML') as unknown,
        place: expect.objectContaining({ formId: 'feedback-details', field: 'email' }) as unknown,
      }),
    ]);
    expect(read(schemaFile)).toBe(before);
    const undone = workspace.undo();
    expect(undone.state).toMatchObject({ held: false, findings: [], canRedo: true });
    expect(read(schemaFile)).toBe(before);
  });

  it('writes a refused edit kept as a draft, and names its files as drafts until fixed', () => {
    const workspace = createStudioWorkspace(root);
    workspace.apply({ ...onLabel, label: '<b>Email</b>' });
    const kept = workspace.keepAsDraft();
    expect(kept.state).toMatchObject({ held: false, drafts: [schemaFile] });
    expect(read(schemaFile)).toContain('<b>Email</b>');
    // A studio started on those files says the same.
    expect(createStudioWorkspace(root).state().drafts).toEqual([schemaFile]);
    const fixed = workspace.apply({ ...onLabel, label: 'Email' });
    expect(fixed.state).toMatchObject({ held: false, drafts: [] });
    expect(read(schemaFile)).toContain('"title": "Email"');
  });

  it("passes on the model's refusal and writes nothing", () => {
    const workspace = createStudioWorkspace(root);
    const before = read(schemaFile);
    const outcome = workspace.apply({
      op: 'remove-question',
      formId: 'feedback-details',
      field: 'telephoneNumber',
    });
    expect(outcome.refused).toMatch(/\w/);
    expect(outcome.state.changed).toBe(false);
    expect(read(schemaFile)).toBe(before);
  });
});
