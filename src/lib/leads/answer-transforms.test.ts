import { describe, expect, it } from 'vitest';
import {
  applyTransforms,
  isKnownTransform,
  transformToText,
  typeAfterTransforms,
} from './answer-transforms.ts';
import { sampleAddressesFor } from '../../stub-api/data/sample-addresses.ts';
import { manualAddressAttributes } from '../addresses/address-api.ts';

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

  it('number-as-text writes a number as its decimal text', () => {
    expect(applyTransforms(12, ['number-as-text'])).toBe('12');
    expect(applyTransforms(2.5, ['number-as-text'])).toBe('2.5');
    expect(applyTransforms(-0.125, ['number-as-text'])).toBe('-0.125');
    expect(applyTransforms(1e21, ['number-as-text'])).toBe('1000000000000000000000');
    expect(applyTransforms(1234567, ['number-as-text'])).toBe('1234567');
  });

  it('address-as-text sends a looked-up or typed address as its one-line label', () => {
    const [found] = sampleAddressesFor('LS1 1AA');
    expect(applyTransforms(found, ['address-as-text'])).toBe(found?.address);
    const typed = manualAddressAttributes({
      flatNumber: '',
      houseNameNumber: 'Rose Cottage',
      addressLine1: 'Mill Street',
      addressLine2: '',
      postalTown: 'Exeter',
      county: '',
      postcode: 'ex1 1aa',
    });
    expect(applyTransforms({ id: 'MAN-1', ...typed }, ['address-as-text'])).toBe(
      'Rose Cottage Mill Street, Exeter, ex1 1aa',
    );
  });

  it('address-as-text sends nothing for an address left empty', () => {
    expect(applyTransforms({}, ['address-as-text'])).toBeUndefined();
    expect(applyTransforms(undefined, ['address-as-text'])).toBeUndefined();
  });

  it('list-as-text sends the choices ticked as one text, and nothing when none is ticked', () => {
    expect(applyTransforms(['Boiler', 'Central heating'], ['list-as-text'])).toBe(
      'Boiler, Central heating',
    );
    expect(applyTransforms(['Boiler'], ['list-as-text'])).toBe('Boiler');
    expect(applyTransforms([], ['list-as-text'])).toBe('');
    expect(applyTransforms('Boiler', ['list-as-text'])).toBe('Boiler');
  });

  it('knows what type of answer each transform gives, for schemas:check', () => {
    expect(typeAfterTransforms('array', ['list-as-text'])).toBe('string');
    expect(transformToText('array')).toBe('list-as-text');
    expect(typeAfterTransforms('number', ['number-as-text'])).toBe('string');
    expect(typeAfterTransforms('object', ['address-as-text'])).toBe('string');
    expect(typeAfterTransforms('boolean', ['yes-no'])).toBe('string');
    expect(typeAfterTransforms('number', ['trim'])).toBe('number');
    expect(typeAfterTransforms('object', [])).toBe('object');
    expect(transformToText('number')).toBe('number-as-text');
    expect(transformToText('object')).toBe('address-as-text');
    expect(transformToText('boolean')).toBe('yes-no');
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
    expect(applyTransforms('12', ['number-as-text'])).toBe('12');
    expect(applyTransforms('5 Church Lane', ['address-as-text'])).toBe('5 Church Lane');
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
