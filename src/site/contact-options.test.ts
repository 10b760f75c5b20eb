import { describe, expect, it } from 'vitest';
import { contactOptions } from './contact-options.ts';

describe('contactOptions', () => {
  it("lists the contact page's ways to reach us for each kind of customer, as plain addresses", () => {
    expect(contactOptions).toEqual([
      { label: 'Energy contact options', href: '/contact-us/energy' },
      { label: 'Pay As You Go contact options', href: '/contact-us/pay-as-you-go' },
      { label: 'Home services contact options', href: '/contact-us/home-services' },
    ]);
  });
});
