import { describe, expect, it } from 'vitest';
import { createCheckContext } from '../../schema-check/check-context.ts';
import { checkSchemaTree } from '../../schema-check/check-schema-tree.ts';
import { readSchemaTree } from '../../schema-check/schema-tree.ts';
import { checkStudioFiles } from './check-studio-files.ts';
import { realFiles } from './testing/real-studio-files.ts';

const now = new Date();
const schema = 'schemas/forms/feedback-credit/feedback-credit.schema.json';

describe('checkStudioFiles', () => {
  it('finds nothing in the real files, as npm run schemas:check finds nothing on disk', () => {
    expect(checkSchemaTree(readSchemaTree(process.cwd()), createCheckContext(now))).toEqual([]);
    expect(checkStudioFiles(realFiles, { now })).toEqual([]);
  });

  it("gives the check's own findings for a mistake held only in memory", () => {
    const files = {
      ...realFiles,
      [schema]: (realFiles[schema] ?? '').replace(
        '"required": "Tell us why you don\'t want the refund",',
        '',
      ),
    };
    const findings = checkStudioFiles(files, { now });
    expect(findings).toEqual([
      {
        file: schema,
        pointer: '/properties/feedback',
        message: 'The field "feedback" can fail the rule "required" but has no message for it.',
        fix: 'Add "required": "<what the customer reads>" to its "x-errorMessages".',
        facts: { kind: 'message-missing', rule: 'required' },
      },
    ]);
    expect(checkStudioFiles(files, { now, forms: ['feedback-credit'] })).toEqual(findings);
    expect(checkStudioFiles(files, { now, forms: ['meter-read'] })).toEqual([]);
  });

  it('reports a file that is not JSON any more', () => {
    const findings = checkStudioFiles({ ...realFiles, [schema]: '{ "title": ' }, { now });
    expect(findings.map((finding) => finding.file)).toEqual([schema]);
    expect(findings[0]?.fix).toMatch(/missing comma or quote/);
  });

  it('checks the shared messages too', () => {
    const file = 'schemas/messages/search-synonyms.json';
    const findings = checkStudioFiles({ ...realFiles, [file]: '{"nope": 1}' }, { now });
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((finding) => finding.file === file)).toBe(true);
  });
});
