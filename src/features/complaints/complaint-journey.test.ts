import { describe, expect, it } from 'vitest';
import { complaintRoutes, confirmationOrigins } from '../../site/journey-routes.ts';
import {
  complaintRouteFacts,
  isComplaintRoute,
  nextComplaintStep,
  unfinishedComplaintStep,
} from './complaint-journey.ts';

describe('complaint routes (SPEC section 2)', () => {
  it.each([
    ['gas-and-electricity', 'Meters', 'Make a complaint-Monthly or quarterly'],
    ['enquiry-gas-and-electricity', 'Enquiry', 'Enquiry-Credit Energy'],
    ['pay-as-you-go', 'Meters', 'Make a complaint-Pay As You Go'],
    ['enquiry-pay-as-you-go', 'Enquiry', 'Enquiry-Pay As You Go'],
  ] as const)('%s has query-type %s and query-subtype %s', (route, queryType, querySubtype) => {
    expect(complaintRouteFacts[route]).toMatchObject({ queryType, querySubtype });
  });

  it('"The subject list is shown only on the gas-and-electricity paths"', () => {
    const withSubject = complaintRoutes.filter(
      (route) => complaintRouteFacts[route].asksForSubject,
    );
    expect(withSubject).toEqual(['gas-and-electricity', 'enquiry-gas-and-electricity']);
  });

  it('knows only the four routes', () => {
    expect(isComplaintRoute('pay-as-you-go')).toBe(true);
    expect(isComplaintRoute('feedback')).toBe(false);
    expect(isComplaintRoute('Gas-and-electricity')).toBe(false);
  });

  it('each route confirms under its own origin', () => {
    for (const route of complaintRoutes) expect(confirmationOrigins).toContain(route);
  });
});

describe('complaint steps (SPEC section 4)', () => {
  it('the details form goes to the query page, then to check your answers, then to confirmation', () => {
    expect(nextComplaintStep('details')).toBe('query');
    expect(nextComplaintStep('query')).toBe('check-answers');
    expect(nextComplaintStep('check-answers')).toBe('confirmation');
  });

  it('check your answers opens only once the details and the query are in', () => {
    expect(unfinishedComplaintStep(false, true)).toBe('details');
    expect(unfinishedComplaintStep(true, false)).toBe('query');
    expect(unfinishedComplaintStep(true, true)).toBeUndefined();
  });

  it('"If no cached personal details exist, the user is sent back to the details page"', () => {
    expect(unfinishedComplaintStep(false, false)).toBe('details');
  });
});
