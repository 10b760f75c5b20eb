import { describe, expect, it } from 'vitest';
import { httpClient } from './http-clients.ts';
import { InvalidEndpointError } from './http-errors.ts';

describe('named HTTP clients (SPEC section 7)', () => {
  it.each(['content', 'serviceOutage', 'backend', 'energySystem', 'webAppMessages', 'account'])(
    'knows the %s client',
    (name) => {
      expect(httpClient(name)).toBe(httpClient(name));
    },
  );

  it("raises 'Invalid HTTP endpoint' for an unknown client name (SPEC section 8)", () => {
    expect(() => httpClient('billing')).toThrow(InvalidEndpointError);
    expect(() => httpClient('billing')).toThrow('Invalid HTTP endpoint');
  });
});
