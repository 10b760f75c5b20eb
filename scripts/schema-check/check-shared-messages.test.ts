import { describe, expect, it } from 'vitest';
import { checkSharedMessages } from './check-shared-messages.ts';

describe('npm run schemas:check on the messages every form shares', () => {
  it('names an empty message at its place, and leaves files with a schema of their own alone', () => {
    const problems = checkSharedMessages([
      {
        file: 'schemas/messages/form-copy.json',
        data: { errorSummaryTitle: ' ', characterCount: { limitHint: 'Up to {limit}' } },
      },
      { file: 'schemas/messages/search-synonyms.json', data: { groups: [['bill', '']] } },
      { file: 'schemas/messages/search-synonyms.schema.json', data: { description: '' } },
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'schemas/messages/form-copy.json',
        pointer: '/errorSummaryTitle',
        message:
          'This message is empty, so where the site shows it the customer would read nothing.',
      }),
    ]);
  });
});
