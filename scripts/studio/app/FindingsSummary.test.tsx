import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormFindings } from '../../../src/schema-forms/preview/FormFindings.tsx';
import { FindingsSummary } from './FindingsSummary.tsx';
import type { StudioFinding } from './studio-api-types.ts';

const file = 'schemas/forms/complaint-details/complaint-details.schema.json';
const findings: readonly StudioFinding[] = [
  {
    file,
    pointer: '/properties/textphoneNumber/minLength',
    message: '"minLength" is 30 but "maxLength" is 20, so no answer could ever pass.',
    fix: 'Make "minLength" no more than "maxLength".',
    facts: {
      kind: 'limits-cross',
      low: 'minLength',
      lowValue: 30,
      high: 'maxLength',
      highValue: 20,
    },
    place: { formId: 'complaint-details', field: 'textphoneNumber', setting: 'rule:minLength' },
    words: {
      said: "In 'Textphone number', the shortest answer allowed (30 characters) is longer than the longest (20)",
      fix: 'Make the shortest answer allowed no longer than the longest, or remove one of the two rules.',
    },
  },
  {
    file,
    pointer: '',
    message: 'This file is not valid JSON: reading stopped at line 3, column 1, at "}".',
    fix: 'Look for a missing comma or quote, or an extra comma before a closing bracket.',
    facts: { kind: 'file-not-json', line: 3, column: 1 },
    place: { formId: 'complaint-details' },
    words: {
      said: "The form's questions cannot be read: something is missing or extra at line 3, column 1",
      fix: 'Undo the last change.',
    },
  },
];

describe("the check's own words for a finding", () => {
  it('are listed the same way by the forms preview and under each finding of the studio', () => {
    const preview = render(<FormFindings findings={findings} />);
    const listed = within(preview.container)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    preview.unmount();
    render(
      <FindingsSummary
        findings={findings.map((finding) => ({ finding }))}
        onFollow={() => undefined}
      />,
    );
    const underEach = screen
      .getAllByRole('group')
      .map((details) => details.textContent?.replace(/^What the check says, for a developer/, ''));
    expect(underEach).toEqual(listed);
    expect(listed).toEqual([
      `${file}, at /properties/textphoneNumber/minLength` +
        '"minLength" is 30 but "maxLength" is 20, so no answer could ever pass.' +
        'What to do: Make "minLength" no more than "maxLength".',
      `${file}, the whole file` +
        'This file is not valid JSON: reading stopped at line 3, column 1, at "}".' +
        'What to do: Look for a missing comma or quote, or an extra comma before a closing bracket.',
    ]);
  });
});
