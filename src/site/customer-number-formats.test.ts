import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubPathForAnalytics } from '../lib/analytics/scrub-path.ts';
import { scrubText } from '../lib/telemetry/scrub-text.ts';
import { customerNumberIn } from '../schema-forms/testing/form-data-arbitraries.ts';
import { isCustomerNumber } from '../schema-forms/validation/checks/customer-number.ts';
import { customerNumberFormats } from './customer-number-formats.ts';

// Issue 30: a format the form accepts but a scrubber does not know would reach telemetry or
// analytics. Every format is generated from the one list, in any case.
describe.each(customerNumberFormats)('a customer number of the format %s', (format) => {
  it('passes the form check', () => {
    fc.assert(fc.property(customerNumberIn(format), (number) => isCustomerNumber(number)));
  });

  it('is scrubbed out of telemetry text', () => {
    fc.assert(
      fc.property(customerNumberIn(format), (number) => {
        expect(scrubText(`Account ${number} not found`)).toBe(
          'Account [customer-number] not found',
        );
      }),
    );
  });

  it('is scrubbed out of the path analytics sees', () => {
    fc.assert(
      fc.property(customerNumberIn(format), (number) => {
        expect(scrubPathForAnalytics(`/accounts/${number}/readings`)).toBe(
          '/accounts/:id/readings',
        );
      }),
    );
  });
});
