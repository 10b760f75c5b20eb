import { describe, expect, it } from 'vitest';
import { emptyPlacesOf, placeOptionsOf } from '../settings-forms/question-settings-form.ts';
import { checkLeadName, leadPlacesOf } from './lead-places.ts';
import { applied, realFiles } from './testing/real-studio-files.ts';

describe('checkLeadName', () => {
  it('takes a PascalCase name, and explains any other as it is typed', () => {
    expect(checkLeadName('BestTimeToCall')).toBeUndefined();
    expect(checkLeadName('')).toBe('Enter a name for the answer in the lead, like BestTimeToCall.');
    for (const name of ['bestTime', 'Best time', 'B', 'Best-Time', 'Best_Time', 'Beste\u0301']) {
      expect(checkLeadName(name), name).toMatch(/must start with a capital letter/);
    }
  });

  it("refuses a name the form's lead fixes, or one another question already sends to", () => {
    const meterRead = { files: realFiles, formId: 'meter-read' };
    expect(checkLeadName('GasReading', meterRead)).toBe(
      'The lead keeps the name GasReading for an answer it fixes, so choose another name.',
    );
    expect(checkLeadName('PreferredTime', meterRead)).toBeUndefined();
    const files = applied({
      op: 'add-question',
      formId: 'feedback-details',
      name: 'bestTime',
      label: 'When is the best time to call you?',
      kind: 'text',
      required: false,
      destination: { kind: 'additional-information', name: 'BestTimeToCall' },
    }).files;
    expect(checkLeadName('BestTimeToCall', { files, formId: 'feedback-credit' })).toBe(
      "BestTimeToCall already carries the answer to 'When is the best time to call you?' (feedback-details), so choose another name.",
    );
    // The question that has the name may keep it.
    expect(
      checkLeadName('BestTimeToCall', { files, formId: 'feedback-details', field: 'bestTime' }),
    ).toBeUndefined();
  });

  it('says a form that sends no lead takes no new answer', () => {
    expect(checkLeadName('Anything', { files: realFiles, formId: 'search' })).toMatch(
      /sends no lead/,
    );
  });
});

describe('leadPlacesOf', () => {
  it("lists the lead's places for new answers, their naming rule and the names taken", () => {
    const places = leadPlacesOf(realFiles, 'meter-read');
    expect(places.leadSchema).toBe('price-cap-meter-read-lead.schema.json');
    expect(places.places.map((place) => place.parent)).toEqual(['/additional-information']);
    const [place] = places.places;
    expect(place?.taken).toContainEqual({ name: 'Company', by: 'the lead itself' });
    expect(place?.taken).toContainEqual({
      name: 'GasReading',
      by: "'Gas meter reading' (meter-read)",
    });
    // The places named that take an answer as given: Company is fixed, the meter points blank.
    expect(places.answerPlaces).toContain('/first-name');
    expect(places.answerPlaces).toContain('/additional-information/GasReading');
    expect(places.answerPlaces).not.toContain('/additional-information/Company');
    expect(leadPlacesOf(realFiles, 'search')).toEqual({ places: [], answerPlaces: [] });
  });
});

describe('the places a question may send its answer to', () => {
  it('offers every place of the lead an answer can fill, and names those it always sends empty', () => {
    const lead = leadPlacesOf(realFiles, 'feedback-details');
    const offered = placeOptionsOf(lead);
    // The lead's own attributes, not only the names it fixes among new answers.
    expect(offered).toEqual(expect.arrayContaining(['/first-name', '/email']));
    // A group the lead computes (the typed contact number) is not offered either.
    expect(offered).not.toContain('/contact-number');
    // A place the lead fills itself (a const, an enum of one value) is not offered.
    expect(offered).not.toContain('/title');
    expect(offered).not.toContain('/additional-information/accountPrefix');
    // contact-preference is there, but always null (SPEC section 7): named, not offered.
    expect(lead.slots).toContainEqual({ to: '/contact-preference', closed: 'empty' });
    expect(offered).not.toContain('/contact-preference');
    expect(emptyPlacesOf(lead)).toContain('/contact-preference');
    expect(placeOptionsOf(leadPlacesOf(realFiles, 'meter-read'))).toContain(
      '/additional-information/GasReading',
    );
  });
});
