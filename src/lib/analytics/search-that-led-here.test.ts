import { afterEach, describe, expect, it } from 'vitest';
import { rememberSearchThatLedTo, searchThatLedTo } from './search-that-led-here.ts';

const article = '/help-and-support/meters/how-to-read-your-meter';

afterEach(() => sessionStorage.clear());

describe('the search term that led to a page (issue 32)', () => {
  it('is the term of the result followed, for that page only', () => {
    rememberSearchThatLedTo(article, '  read my meter ');
    expect(searchThatLedTo(article)).toBe('read my meter');
    expect(searchThatLedTo('/help-and-support/meters/smart-meters')).toBe('');
  });

  it('knows the page however its address is written', () => {
    rememberSearchThatLedTo(`http://localhost${article}/`, 'meter');
    expect(searchThatLedTo(article)).toBe('meter');
  });

  it('is stored scrubbed: no email, phone, customer number or postcode is kept', () => {
    rememberSearchThatLedTo(
      article,
      'meter jo.bloggs@example.com 07700 900123 850000000001 SW1A 1AA',
    );
    const stored = Object.values({ ...sessionStorage }).join(' ');
    for (const secret of ['jo.bloggs', '07700 900123', '850000000001', 'SW1A 1AA']) {
      expect(stored).not.toContain(secret);
      expect(searchThatLedTo(article)).not.toContain(secret);
    }
    expect(searchThatLedTo(article)).toBe('meter [email] [number] [customer-number] [postcode]');
  });

  it('is empty without a search, and never put in the address', () => {
    expect(searchThatLedTo(article)).toBe('');
    rememberSearchThatLedTo(article, 'meter');
    expect(location.href).not.toContain('meter');
  });

  it('is scrubbed again as it is read, whatever storage holds', () => {
    sessionStorage.setItem(
      'help-and-support:search-that-led-here',
      JSON.stringify({ path: article, term: 'call 07700 900123' }),
    );
    expect(searchThatLedTo(article)).toBe('call [number]');
  });
});
