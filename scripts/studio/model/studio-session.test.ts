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
    expect(session.canUndo).toBe(false);
  });
});
