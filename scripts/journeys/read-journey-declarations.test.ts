import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeyDeclarationsInTexts } from './journey-declarations-in-texts.ts';
import { longestStepTitle } from './longest-step-title.ts';
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

describe('a declared step’s heading and path', () => {
  const fixtureTexts = () => {
    const base = 'tests/fixtures/journeys/boiler-cover-question';
    const texts: Record<string, string> = {};
    for (const formId of ['boiler-cover-question', 'boiler-cover-contact'])
      texts[`schemas/forms/${formId}/${formId}.schema.json`] = readFileSync(
        `${base}/forms/${formId}/${formId}.schema.json`,
        'utf8',
      );
    texts['schemas/leads/help-and-support-lead.schema.json'] = '{}';
    texts['schemas/journeys/boiler-cover-question.journey.json'] = readFileSync(
      `${base}/boiler-cover-question.journey.json`,
      'utf8',
    );
    return texts;
  };
  const withSteps = (edit: (steps: Record<string, unknown>[]) => void) => {
    const texts = fixtureTexts();
    const file = 'schemas/journeys/boiler-cover-question.journey.json';
    const data = JSON.parse(texts[file] ?? '') as { steps: Record<string, unknown>[] };
    edit(data.steps);
    texts[file] = JSON.stringify(data);
    return journeyDeclarationsInTexts(texts, process.cwd()).problems.map(
      ({ pointer, message }) => `${pointer}: ${message}`,
    );
  };

  it('reads the declarations held in memory as the check reads them on disk', () => {
    const read = journeyDeclarationsInTexts(fixtureTexts(), process.cwd());
    expect(read.problems).toEqual([]);
    expect(read.journeys.map((journey) => journey.steps.map((step) => step.formId))).toEqual([
      ['boiler-cover-question', 'boiler-cover-contact'],
    ]);
  });

  it('names a heading that is only spaces, or longer than GOV.UK keeps a title', () => {
    expect(
      withSteps((steps) => {
        steps[0] = { ...steps[0], title: '   ' };
        steps[1] = { ...steps[1], title: 'x'.repeat(longestStepTitle + 1) };
      }),
    ).toEqual([
      "/steps/0/title: The step's heading is only spaces: the page would have no heading.",
      `/steps/1/title: The step's heading is ${longestStepTitle + 1} characters: GOV.UK keeps a page's heading to 65 or fewer, so it reads at a glance and shows whole in search results and tabs.`,
    ]);
    expect(withSteps((steps) => void (steps[1] = { ...steps[1], title: 'x'.repeat(65) }))).toEqual(
      [],
    );
  });

  it('names a path that is the journey’s own page, another step’s, or no path', () => {
    const copy = (path: string) =>
      withSteps((steps) => void steps.push({ ...steps[1], path, formId: 'boiler-cover-question' }));
    expect(copy('check-answers')[0]).toContain('/steps/2/path: "check-answers" is the address');
    expect(copy('contact')[0]).toContain('/steps/1/path: Another step of the journey');
    expect(copy('../up')[0]).toContain('/steps/2/path: "../up" is not a path segment');
  });
});
