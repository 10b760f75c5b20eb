import { cpSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJourneyDeclarations } from './read-journey-declarations.ts';

const fixtures = path.resolve('tests/fixtures/journeys');

describe('journeys declared as data (decision 055)', () => {
  it('the browser tests’ journey is sound, and read only when asked', () => {
    const read = readJourneyDeclarations(process.cwd(), true, fixtures);
    expect(read.problems).toEqual([]);
    expect(read.journeys.map((journey) => [journey.id, journey.fixture])).toEqual([
      ['boiler-cover-question', true],
    ]);
    expect(readJourneyDeclarations(process.cwd(), false, fixtures).journeys).toEqual([]);
  });

  it('names each mistake of a declaration with its file and place', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'journeys-'));
    cpSync('schemas/leads', path.join(root, 'schemas/leads'), { recursive: true });
    mkdirSync(path.join(root, 'schemas/forms/asked'), { recursive: true });
    writeFileSync(
      path.join(root, 'schemas/forms/asked/asked.schema.json'),
      JSON.stringify({ 'x-lead-schema': 'feedback-lead.schema.json' }),
    );
    mkdirSync(path.join(root, 'schemas/journeys'));
    writeFileSync(
      path.join(root, 'schemas/journeys/moving-home.journey.json'),
      JSON.stringify({
        id: 'moving',
        steps: [
          { path: '', formId: 'asked', title: 'Moving', summaryHeading: 'Move' },
          { path: 'When', formId: 'never-made', title: 'When', summaryHeading: 'When' },
        ],
        checkAnswers: {},
        confirmation: { heading: 'Thanks', emailSent: 'Sent', nextSteps: ['We call'] },
        lead: { variant: 'help-and-support-lead', mapper: 'src/moving.lead.ts' },
      }),
    );
    writeFileSync(
      path.join(root, 'schemas/journeys/also-asked.journey.json'),
      JSON.stringify({
        id: 'also-asked',
        steps: [{ path: '', formId: 'feedback-details', title: 'Details', summaryHeading: 'You' }],
        checkAnswers: { caption: 'Also' },
        confirmation: { heading: 'Thanks', emailSent: 'Sent', nextSteps: ['We call'] },
        lead: { variant: 'feedback-lead', mapper: 'schemas/leads/feedback-lead.schema.json' },
      }),
    );
    cpSync('schemas/forms/feedback-details', path.join(root, 'schemas/forms/feedback-details'), {
      recursive: true,
    });
    const { journeys, problems } = readJourneyDeclarations(root);
    expect(journeys).toEqual([]);
    expect(problems.map(({ file, pointer }) => `${file} ${pointer}`)).toEqual([
      'schemas/journeys/also-asked.journey.json /steps/0/formId',
      'schemas/journeys/moving-home.journey.json /id',
      'schemas/journeys/moving-home.journey.json /steps/0/formId',
      'schemas/journeys/moving-home.journey.json /steps/1/path',
      'schemas/journeys/moving-home.journey.json /steps/1/formId',
      'schemas/journeys/moving-home.journey.json /checkAnswers/caption',
      'schemas/journeys/moving-home.journey.json /lead/mapper',
    ]);
  });
});
