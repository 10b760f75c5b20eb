import type { RumEvent } from '@datadog/browser-rum';
import { describe, expect, it } from 'vitest';
import { scrubRumEvent } from './scrub-rum-event.ts';

const secrets = [
  'Priya',
  'priya.shah@example.com',
  'priya.shah%40example.com',
  '07700900123',
  '07700 900123',
  '850000000001',
  'BGX12345',
  'SW1A',
  'access_token',
  'stub-access-token',
];

function eventWithPersonalData() {
  return {
    type: 'error',
    date: 1,
    view: {
      id: 'v1',
      url: 'https://www.example.co.uk/help-and-support/submit-meter-read?first_name=Priya&email=priya.shah%40example.com',
      referrer:
        'https://www.example.co.uk/help-and-support/auth-callback#access_token=stub-access-token&state=x',
      name: '/help-and-support/accounts/850000000001',
    },
    resource: { url: 'https://api.example.co.uk/v1/addresses?postcode=SW1A%201AA' },
    error: {
      message: 'Lookup failed for priya.shah@example.com on 07700 900123 (account BGX12345)',
      stack: 'Error: SW1A 1AA not found\n    at https://www.example.co.uk/assets/index.js:1:200',
      resource: { url: 'https://api.example.co.uk/v1/customers?email=priya.shah@example.com' },
      causes: [{ message: 'mobile 07700900123', stack: 'at x' }],
    },
    action: { target: { name: 'Email priya.shah@example.com' } },
    context: { lookup: { postcode: 'SW1A 1AA', customer: '850000000001' }, attempts: 2 },
  };
}

describe("RUM's beforeSend (issue 6: no personal data leaves the page)", () => {
  it('strips query strings, fragments, emails, phones, customer numbers and postcodes', () => {
    const event = eventWithPersonalData();
    expect(scrubRumEvent(event as unknown as RumEvent)).toBe(true);
    const sent = JSON.stringify(event);
    for (const secret of secrets) expect(sent).not.toContain(secret);
  });

  it('keeps what makes the event useful', () => {
    const event = eventWithPersonalData();
    scrubRumEvent(event as unknown as RumEvent);
    expect(event.view.url).toBe('https://www.example.co.uk/help-and-support/submit-meter-read');
    expect(event.resource.url).toBe('https://api.example.co.uk/v1/addresses');
    expect(event.error.message).toBe(
      'Lookup failed for [email] on [number] (account [customer-number])',
    );
    expect(event.context.attempts).toBe(2);
  });

  it('leaves events without those fields alone', () => {
    const event = { type: 'long_task', date: 1, long_task: { duration: 60 } };
    expect(scrubRumEvent(event as unknown as RumEvent)).toBe(true);
    expect(event).toEqual({ type: 'long_task', date: 1, long_task: { duration: 60 } });
  });

  it('scrubs contact details as customers write them, in a search and a message (issue 37)', () => {
    const event = {
      type: 'action',
      date: 1,
      action: { type: 'custom', target: { name: 'search_no_results' } },
      error: { message: 'No answer for (07911) 123456' },
      context: { term: 'call (020) 7946 0958 or 07911  123456 or ada(at)example.com' },
    };
    scrubRumEvent(event as unknown as RumEvent);
    expect(event.context.term).toBe('call [number] or [number] or [email]');
    expect(event.error.message).toBe('No answer for [number]');
    expect(event.action.target.name).toBe('search_no_results');
  });
});
