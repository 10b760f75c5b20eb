import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from '../../scripts/studio/model/check-studio-files.ts';
import { exampleLeadsOf } from '../../scripts/studio/model/example-leads.ts';
import {
  applied,
  liveFiles,
  parsed,
} from '../../scripts/studio/model/testing/real-studio-files.ts';
import type { StudioFiles, StudioOperation } from '../../scripts/studio/model/studio-operations.ts';

// Issue 38, deliverable 5: where a lead field is an answer as given, x-lead alone places it and
// the mapper keeps only what the lead computes. So a question the mappers used to read (the
// complaint's subject, sent as caseType; the feedback's first name) can be reworded, moved and
// made optional where the lead contract allows it to be absent, in the studio or by hand, and
// its answer still reaches the lead where x-lead says, with no code changed; the first name can
// even be renamed. (The studio refuses to rename the subject, saying why: the pay-as-you-go routes
// leave it out by its name; renamed by hand, the check names the leads those routes would send.)

const now = new Date(2026, 10, 25);
const day = { now };

/** The files after each operation in turn. */
const after = (operations: readonly StudioOperation[], files: StudioFiles = liveFiles) =>
  operations.reduce((current, operation) => applied(operation, current).files, files);

const attributesOf = (lead: object) =>
  (lead as { data: { attributes: Record<string, unknown> } }).data.attributes;

/** The leads the valid examples of a form send on each journey (of one example, if named). */
const leadsOf = (files: StudioFiles, formId: string, index?: number) =>
  exampleLeadsOf(files, formId, now)
    .filter((entry) => index === undefined || entry.index === index)
    .map((entry) => attributesOf(entry.lead));

const subject = { formId: 'complaint-query', field: 'subject' } as const;

describe('a question the mapper used to restate, changed without code', () => {
  it('the subject, reworded, moved after the message and made optional, still arrives as caseType', () => {
    const files = after([
      { op: 'set-label', ...subject, label: 'Which of these is it mostly about?' },
      { op: 'move-question', ...subject, direction: 'down' },
      { op: 'set-required', ...subject, required: false },
    ]);
    expect(
      parsed(files, 'schemas/forms/complaint-query/complaint-query.ui.json')['ui:order'],
    ).toEqual(['query', 'subject']);
    expect(checkStudioFiles(files, { ...day, forms: ['complaint-query'] })).toEqual([]);
    const leads = leadsOf(files, 'complaint-query', 0);
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) {
      // SPEC section 3: the pay-as-you-go routes do not ask for a subject.
      const asked = !String(lead['query-subtype']).includes('Pay As You Go');
      expect(lead['additional-information']).toMatchObject({
        caseType: asked ? 'Faulty meter' : null,
      });
    }
  });

  it('the subject left unanswered, now that it is optional: caseType null, as the lead contract allows', () => {
    const files = after([{ op: 'set-required', ...subject, required: false }]);
    const examplesFile = 'schemas/forms/complaint-query/complaint-query.examples.json';
    const examples = parsed(files, examplesFile) as { examples: { data: object }[] };
    // By hand: the first example no longer answers it.
    const [first] = examples.examples;
    if (!first) throw new Error('complaint-query has no example');
    first.data = { ...first.data, subject: undefined };
    const byHand = { ...files, [examplesFile]: `${JSON.stringify(examples, null, 2)}\n` };
    expect(checkStudioFiles(byHand, { ...day, forms: ['complaint-query'] })).toEqual([]);
    const leads = leadsOf(byHand, 'complaint-query', 0);
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) {
      expect(lead['additional-information']).toMatchObject({ caseType: null });
    }
  });

  it('the feedback first name, reworded, moved below the surname and renamed, still arrives as first-name', () => {
    const firstName = { formId: 'feedback-details', field: 'firstName' } as const;
    const files = after([
      { op: 'set-label', ...firstName, label: 'Given name' },
      { op: 'move-question', ...firstName, direction: 'down' },
      // Refused while the mapper read it by name ("placed by code").
      { op: 'rename-question', ...firstName, newName: 'givenName' },
    ]);
    expect(checkStudioFiles(files, { ...day, forms: ['feedback-details'] })).toEqual([]);
    const leads = leadsOf(files, 'feedback-details');
    expect(leads.length).toBeGreaterThan(0);
    const before = leadsOf(liveFiles, 'feedback-details');
    expect(leads.map((lead) => lead['first-name'])).toEqual(
      before.map((lead) => lead['first-name']),
    );
  });
});
