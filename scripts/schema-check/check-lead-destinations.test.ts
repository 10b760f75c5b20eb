import { describe, expect, it } from 'vitest';
import { problemsWith, problemsWithEdits, realTree } from './testing/planted-mistake.ts';

// Planted mistakes in the lead destinations (x-lead, decision 022): one each, on a copy of the
// real schemas, each named with its file, pointer and plain words.

const meterRead = 'schemas/forms/meter-read/meter-read.schema.json';
const search = 'schemas/forms/search/search.schema.json';
const details = 'schemas/forms/complaint-details/complaint-details.schema.json';

const meterReadOrder = (
  realTree.forms.find((form) => form.formId === 'meter-read')?.ui?.data as { 'ui:order': string[] }
)['ui:order'];

/** The meter-read form with a new field (in its field order) whose x-lead is `lead`. */
const withPreferredTime = (lead: unknown, at = '/properties/preferred_time') =>
  problemsWithEdits('meter-read', {
    schema: { [at]: lead === undefined ? preferredTime : { ...preferredTime, 'x-lead': lead } },
    ui: { '/ui:order': [...meterReadOrder, 'preferred_time'] },
  });

/** A field an editor adds to the meter-read form, with everything it needs but x-lead. */
const preferredTime = {
  type: 'string',
  title: 'When should we call you?',
  maxLength: 50,
  'x-errorMessages': { maxLength: 'When should we call you must be 50 characters or fewer' },
};

describe('schemas:check names every mistake in where answers go', () => {
  it('a field that does not say where its answer goes', () => {
    expect(problemsWith('search', 'schema', { '/properties/q/x-lead': undefined })).toContainEqual(
      expect.objectContaining({
        file: search,
        pointer: '/properties/q',
        message: expect.stringContaining(
          'The field "q" does not say where its answer goes, so the answer would never reach the back office',
        ),
      }),
    );
  });

  it('a new field in a branch that does not say where its answer goes', () => {
    const problems = withPreferredTime(undefined, '/allOf/0/then/properties/preferred_time');
    expect(problems).toEqual([
      expect.objectContaining({
        file: meterRead,
        pointer: '/allOf/0/then/properties/preferred_time',
        message: expect.stringContaining('"preferred_time" does not say where its answer goes'),
        fix: expect.stringContaining('"x-lead": "/additional-information/<Name>"'),
      }),
    ]);
  });

  it('a new field with a destination the lead takes passes', () => {
    expect(
      withPreferredTime({ to: '/additional-information/PreferredTime', transform: ['trim'] }),
    ).toEqual([]);
  });

  it('a number sent to a place that takes text, and the transform that fixes it', () => {
    const rooms = (lead: unknown) =>
      problemsWithEdits('meter-read', {
        schema: {
          '/properties/rooms': {
            type: 'number',
            title: 'How many bedrooms?',
            'x-lead': lead,
          },
        },
        ui: { '/ui:order': [...meterReadOrder, 'rooms'] },
      });
    expect(rooms('/additional-information/Rooms')).toEqual([
      expect.objectContaining({
        file: meterRead,
        pointer: '/properties/rooms/x-lead',
        message: expect.stringContaining(
          'The answer to "rooms" is a number, and the lead takes text at "/additional-information/Rooms"',
        ),
        fix: 'Send it through the transform that turns it into text: { "to": "/additional-information/Rooms", "transform": ["number-as-text"] }.',
      }),
    ]);
    expect(rooms({ to: '/additional-information/Rooms', transform: ['number-as-text'] })).toEqual(
      [],
    );
  });

  it('an address sent to a place that takes text, and the transform that fixes it', () => {
    const otherAddress = (lead: unknown) =>
      problemsWithEdits('meter-read', {
        schema: {
          '/properties/otherAddress': {
            type: 'object',
            title: 'Address of the property',
            properties: { id: { type: 'string' }, address: { type: 'string' } },
            'x-lead': lead,
          },
        },
        ui: {
          '/ui:order': [...meterReadOrder, 'otherAddress'],
          '/otherAddress': { 'ui:field': 'address', 'ui:options': { startWith: 'lookup' } },
        },
      });
    expect(otherAddress({ to: '/additional-information/OtherAddress' })).toEqual([
      expect.objectContaining({
        pointer: '/properties/otherAddress/x-lead/to',
        message: expect.stringContaining('is a group of answers (an address is one)'),
        fix: expect.stringContaining('"transform": ["address-as-text"]'),
      }),
    ]);
    expect(
      otherAddress({ to: '/additional-information/OtherAddress', transform: ['address-as-text'] }),
    ).toEqual([]);
  });

  it('a destination the lead schema does not allow', () => {
    expect(withPreferredTime('/preferred-time')).toContainEqual(
      expect.objectContaining({
        file: meterRead,
        pointer: '/properties/preferred_time/x-lead',
        message: expect.stringContaining(
          'The lead does not take a new answer at "/preferred-time"',
        ),
      }),
    );
  });

  it('a destination the lead names for something the spec fixes', () => {
    expect(withPreferredTime({ to: '/additional-information/Company' })).toContainEqual(
      expect.objectContaining({
        file: meterRead,
        pointer: '/properties/preferred_time/x-lead/to',
        message: expect.stringContaining('would overwrite what the spec fixes there'),
      }),
    );
  });

  it('a place the lead names and the spec leaves open takes an answer as given', () => {
    const problems = withPreferredTime({ to: '/title', transform: ['trim'] });
    expect(problems.map((problem) => problem.message)).toEqual([
      'The fields "title" and "preferred_time" both send their answer to "/title", so one would overwrite the other.',
    ]);
  });

  it('a destination name outside the naming rule', () => {
    expect(withPreferredTime('/additional-information/preferred time')).toContainEqual(
      expect.objectContaining({
        file: meterRead,
        pointer: '/properties/preferred_time/x-lead',
        fix: expect.stringContaining('PascalCase name'),
      }),
    );
  });

  it('two fields writing the same destination', () => {
    expect(
      problemsWith('meter-read', 'schema', {
        '/properties/last_name/x-lead': { placedBy: 'mapper', to: '/first-name' },
      }),
    ).toContainEqual(
      expect.objectContaining({
        file: meterRead,
        pointer: '/properties/last_name/x-lead/to',
        message: expect.stringContaining(
          'The fields "first_name" and "last_name" both send their answer to "/first-name"',
        ),
      }),
    );
  });

  it('an unknown transform', () => {
    expect(
      withPreferredTime({ to: '/additional-information/PreferredTime', transform: ['uppercase'] }),
    ).toContainEqual(
      expect.objectContaining({
        file: meterRead,
        pointer: '/properties/preferred_time/x-lead/transform/0',
        message:
          '"uppercase" is not a transform we have, so the answer could not be changed that way.',
      }),
    );
  });

  it('a relabel that is not a list of words', () => {
    expect(
      withPreferredTime({
        to: '/additional-information/PreferredTime',
        transform: [{ relabel: 'AM' }],
      }),
    ).toContainEqual(
      expect.objectContaining({ pointer: '/properties/preferred_time/x-lead/transform/0' }),
    );
  });

  it('a lead that does not exist', () => {
    expect(
      problemsWith('meter-read', 'schema', { '/x-lead-schema': 'meter-lead.schema.json' }),
    ).toContainEqual(
      expect.objectContaining({
        file: meterRead,
        pointer: '/x-lead-schema',
        message: expect.stringContaining('"meter-lead.schema.json", which is not a lead'),
      }),
    );
  });

  it('an answer sent to a lead from a form that names no lead', () => {
    expect(
      problemsWith('search', 'schema', { '/properties/q/x-lead': '/additional-information/Query' }),
    ).toContainEqual(
      expect.objectContaining({
        file: search,
        pointer: '/properties/q/x-lead',
        message: expect.stringContaining('the form does not say which lead'),
      }),
    );
  });

  it('a destination written in a way we do not understand, said once and plainly', () => {
    const problems = problemsWith('search', 'schema', { '/properties/q/x-lead': true });
    expect(problems).toEqual([
      expect.objectContaining({
        file: search,
        pointer: '/properties/q/x-lead',
        message: 'The lead destination of "q" is not written in a way we understand.',
      }),
    ]);
  });

  it('an answer not sent, without its reason', () => {
    expect(
      problemsWith('search', 'schema', { '/properties/q/x-lead': { sent: false } }),
    ).toContainEqual(expect.objectContaining({ file: search, pointer: '/properties/q/x-lead' }));
  });

  it('a relationship the lead does not have', () => {
    expect(
      problemsWith('complaint-details', 'schema', {
        '/properties/address/x-lead/relationship': 'home',
      }),
    ).toContainEqual(
      expect.objectContaining({
        file: details,
        pointer: '/properties/address/x-lead/relationship',
        message: expect.stringContaining('has no relationship "home"'),
      }),
    );
  });

  it('a mapper destination the lead does not have', () => {
    expect(
      problemsWith('meter-read', 'schema', {
        '/properties/title/x-lead': { placedBy: 'mapper', to: '/salutation' },
      }),
    ).toContainEqual(
      expect.objectContaining({
        file: meterRead,
        pointer: '/properties/title/x-lead/to',
        message: expect.stringContaining('has no "/salutation"'),
      }),
    );
  });
});
