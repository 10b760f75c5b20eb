import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureJourneyFiles, fixtureJourneyId } from '../model/testing/fixture-journey-files.ts';
import { createStudioWorkspace } from './studio-workspace.ts';

let root = '';
const newForm = `schemas/forms/${fixtureJourneyId}-boiler`;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'studio-journeys-'));
  cpSync('schemas', path.join(root, 'schemas'), { recursive: true });
  for (const [file, text] of Object.entries(fixtureJourneyFiles())) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the studio's workspace with a journey's new step", () => {
  it('writes the new form and the declaration, and undoing the step takes the form away', () => {
    const workspace = createStudioWorkspace(root);
    const added = workspace.apply({
      op: 'add-step',
      journeyId: fixtureJourneyId,
      title: 'About your boiler',
      path: 'boiler',
      question: { name: 'boilerAge', label: 'How old is your boiler?' },
    });
    expect(added.refused).toBeUndefined();
    expect(added.state).toMatchObject({ held: false, changedOnDisk: [] });
    expect(existsSync(path.join(root, `${newForm}/${fixtureJourneyId}-boiler.schema.json`))).toBe(
      true,
    );
    const undone = workspace.undo();
    expect(undone.state).toMatchObject({ held: false, changedOnDisk: [], changed: false });
    expect(existsSync(path.join(root, newForm))).toBe(false);
    expect(workspace.redo().state).toMatchObject({ held: false, changedOnDisk: [] });
    expect(existsSync(path.join(root, `${newForm}/${fixtureJourneyId}-boiler.ui.json`))).toBe(true);
  });
});
