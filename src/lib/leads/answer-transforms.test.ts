import { describe, expect, it } from 'vitest';
import { applyTransforms, isKnownTransform } from './answer-transforms.ts';

describe('answer transforms', () => {
  it('trim removes spaces at either end only', () => {
    expect(applyTransforms('  Ada  Lovelace \n', ['trim'])).toBe('Ada  Lovelace');
  });

  it('remove-spaces removes every space, as telephone numbers travel', () => {
    expect(applyTransforms(' 07911 123 456 ', ['remove-spaces'])).toBe('07911123456');
  });

  it('yes-no says a tick as Yes or No', () => {
    expect(applyTransforms(true, ['yes-no'])).toBe('Yes');
    expect(applyTransforms(false, ['yes-no'])).toBe('No');
  });

  it('relabel renames the values it lists and keeps the others', () => {
    const relabel = { relabel: { Dual: 'Gas and Electricity' } };
    expect(applyTransforms('Dual', [relabel])).toBe('Gas and Electricity');
    expect(applyTransforms('Gas', [relabel])).toBe('Gas');
  });

  it('runs the transforms in the order named', () => {
    expect(applyTransforms(' a b ', ['trim', { relabel: { 'a b': 'AB' } }])).toBe('AB');
    expect(applyTransforms(' a b ', [{ relabel: { 'a b': 'AB' } }, 'trim'])).toBe('a b');
  });

  it('leaves values of another kind alone', () => {
    expect(applyTransforms(42, ['trim', 'remove-spaces'])).toBe(42);
    expect(applyTransforms('true', ['yes-no'])).toBe('true');
  });

  it('knows only the registry and a relabel map of words', () => {
    expect(isKnownTransform('trim')).toBe(true);
    expect(isKnownTransform({ relabel: { a: 'b' } })).toBe(true);
    expect(isKnownTransform('uppercase')).toBe(false);
    expect(isKnownTransform({ relabel: { a: 1 } })).toBe(false);
    expect(isKnownTransform({ relabel: {}, extra: 1 })).toBe(false);
    expect(isKnownTransform('toString')).toBe(false);
  });
});
