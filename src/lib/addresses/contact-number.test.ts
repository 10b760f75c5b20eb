import { describe, expect, it } from 'vitest';
import { contactNumberOf } from './contact-number.ts';

// SPEC section 3: "contact-number type is mobile if the number starts with 07, otherwise home."
describe('contact number', () => {
  it.each([
    ['07911 123456', '07911123456', 'mobile'],
    ['0161 496 0000', '01614960000', 'home'],
    ['+44 7911 123456', '+447911123456', 'home'],
    ['087 123 4567', '0871234567', 'home'],
  ] as const)('%s is %s, %s', (typed, number, type) => {
    expect(contactNumberOf(typed)).toEqual({ number, type });
  });
});
