import { describe, expect, it } from 'vitest';
import { createStudioSession } from './studio-session.ts';
import type { StudioOperation } from './studio-operations.ts';
import { realFiles } from './testing/real-studio-files.ts';

const relabel = (label: string): StudioOperation => ({
  op: 'set-label',
  formId: 'meter-read',
  field: 'title',
  label,
});

describe('createStudioSession', () => {
  it('applies, undoes and redoes, step by step', () => {
    const session = createStudioSession(realFiles);
    expect(session.canUndo).toBe(false);
    session.apply(relabel('Your title'));
    const first = session.files;
    session.apply(relabel('Title (optional)'));
    const second = session.files;
    expect(session.operations).toEqual([relabel('Your title'), relabel('Title (optional)')]);
    expect(session.undo()).toBe(true);
    expect(session.files).toBe(first);
    expect(session.undo()).toBe(true);
    expect(session.files).toBe(realFiles);
    expect(session.undo()).toBe(false);
    expect(session.canRedo).toBe(true);
    expect(session.redo()).toBe(true);
    expect(session.redo()).toBe(true);
    expect(session.files).toBe(second);
    expect(session.redo()).toBe(false);
  });

  it('forgets what was undone once a new operation is applied', () => {
    const session = createStudioSession(realFiles);
    session.apply(relabel('Your title'));
    session.undo();
    session.apply(relabel('Title or honorific'));
    expect(session.canRedo).toBe(false);
    expect(session.operations).toEqual([relabel('Title or honorific')]);
  });

  it('keeps a refused operation out of the history', () => {
    const session = createStudioSession(realFiles);
    const result = session.apply(relabel(''));
    expect(result).toEqual({ refused: 'Write the label: it cannot be empty.' });
    expect(session.canUndo).toBe(false);
    expect(session.files).toBe(realFiles);
  });

  it('sums up and diffs the change since the baseline, until it is saved', () => {
    const session = createStudioSession(realFiles);
    session.apply(relabel('Your title'));
    expect(session.summary()).toEqual(["'Title' is now called 'Your title'"]);
    const [diff] = session.diff();
    expect(diff).toMatchObject({
      file: 'schemas/forms/meter-read/meter-read.schema.json',
      added: 1,
      removed: 1,
    });
    expect(diff?.diff).toContain('-      "title": "Title",\n+      "title": "Your title",');
    session.markSaved();
    expect(session.summary()).toEqual([]);
    expect(session.diff()).toEqual([]);
  });

  // Issue 39, deliverable 1: undo survives a commit.
  it('can undo a step made before the change was saved, as a change of its own', () => {
    const session = createStudioSession(realFiles);
    session.apply(relabel('Your title'));
    session.markSaved();
    expect(session.canUndo).toBe(true);
    expect(session.undo()).toBe(true);
    expect(session.files).toBe(realFiles);
    expect(session.summary()).toEqual(["'Your title' is now called 'Title'"]);
  });

  // Issue 39, deliverable 1: undo survives a restart.
  it('goes on from its record: the same baseline, undo and redo', () => {
    const session = createStudioSession(realFiles);
    session.apply(relabel('Your title'));
    session.markSaved();
    session.apply(relabel('Title (optional)'));
    session.apply(relabel('Title or honorific'));
    session.undo();
    const record = JSON.parse(JSON.stringify(session.record())) as ReturnType<
      typeof session.record
    >;
    const again = createStudioSession(session.files, record);
    expect(again.files).toEqual(session.files);
    expect(again.baseline).toEqual(session.baseline);
    expect(again.summary()).toEqual(["'Your title' is now called 'Title (optional)'"]);
    expect(again.redo()).toBe(true);
    expect(again.files['schemas/forms/meter-read/meter-read.schema.json']).toContain(
      'Title or honorific',
    );
    expect(again.undo() && again.undo() && again.undo()).toBe(true);
    expect(again.files).toEqual(realFiles);
    expect(again.canUndo).toBe(false);
  });

  it('drops undo and redo when files are put in from disk', () => {
    const session = createStudioSession(realFiles);
    session.apply(relabel('Your title'));
    const file = 'schemas/forms/meter-read/meter-read.schema.json';
    session.replaceFiles({ [file]: '{}\n' });
    expect(session.files[file]).toBe('{}\n');
    expect(session.canUndo).toBe(false);
    expect(session.baseline).toEqual(realFiles);
  });
});
