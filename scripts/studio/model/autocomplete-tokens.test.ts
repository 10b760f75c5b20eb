import { describe, expect, it } from 'vitest';
import names from '../../../schemas/messages/studio-autocomplete.json';
import { questionSettingsForm } from '../settings-forms/question-settings-form.ts';
import { autocompleteName } from './autocomplete-tokens.ts';
import { autocompleteTokens } from '../../../src/schema-forms/form-model/autocomplete-tokens.ts';

describe('autocompleteName', () => {
  it('names every token by the detail it asks for, and nothing else', () => {
    const named = Object.keys(names).filter((key) => key !== '$comment');
    expect(named.sort()).toEqual([...autocompleteTokens].sort());
    expect(autocompleteName('cc-csc')).toBe('Card security code');
  });

  it('is what the question settings offer, each sending its token', () => {
    const schema = questionSettingsForm({ places: [], answerPlaces: [] }).schema as {
      properties: { autocomplete: { oneOf: { const: string; title: string }[] } };
    };
    expect(schema.properties.autocomplete.oneOf).toContainEqual({
      const: 'cc-csc',
      title: 'Card security code',
    });
    expect(schema.properties.autocomplete.oneOf.map((choice) => choice.title)).not.toContain(
      'cc-csc',
    );
  });
});
