import { describe, expect, it } from 'vitest';
import { failedModuleUrl, freshModuleUrl } from './failed-module-url.ts';

describe('the address of a module that failed to load', () => {
  it("is read from Chromium's and Firefox's errors", () => {
    const url = 'https://www.example.com/help-and-support/assets/phone-number-rules-CAS8mgOn.js';
    expect(
      failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    ).toBe(url);
    expect(
      failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`)),
    ).toBe(url);
  });

  it('is unknown when the error names none, or is no failed import', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl(new Error('Network request failed'))).toBeUndefined();
    expect(failedModuleUrl('Failed to fetch dynamically imported module: x')).toBeUndefined();
  });

  it('is asked for again at an address of its own for each attempt', () => {
    const url = 'https://www.example.com/help-and-support/assets/x-abc.js';
    expect(freshModuleUrl(url, 1)).toBe(`${url}?retry=1`);
    expect(freshModuleUrl(url, 2)).toBe(`${url}?retry=2`);
  });
});
