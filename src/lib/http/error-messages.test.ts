import { describe, expect, it } from 'vitest';
import { customerMessageFor } from './error-messages';
import { statusOfErrorCode, toErrorCode } from './error-types';

const table = {
  byStatus: { '503': { title: 'Down', description: 'Try later' } },
  byMessage: { 'Failed to fetch': { title: 'Offline', description: 'Check your connection' } },
  default: { title: 'Default', description: 'Something went wrong' },
};

describe('error-mapping table: status, then message, then default (SPEC section 8)', () => {
  it('prefers the status entry', () => {
    expect(
      customerMessageFor(
        { errorCode: '503 Service Unavailable', message: 'Failed to fetch' },
        table,
      ).title,
    ).toBe('Down');
  });
  it('uses the message entry when the status has none', () => {
    expect(
      customerMessageFor(
        { errorCode: '500 Internal Server Error', message: 'Failed to fetch' },
        table,
      ).title,
    ).toBe('Offline');
  });
  it('falls back to the default', () => {
    expect(customerMessageFor({ errorCode: '500', message: 'boom' }, table).title).toBe('Default');
    expect(customerMessageFor({}, table).title).toBe('Default');
  });
  it("ships the catalogue's default wording for unknown failures", () => {
    expect(customerMessageFor({ errorCode: '500' })).toEqual({
      title: "Unfortunately, we're having technical problems at the moment.",
      description: 'Either stay on this page and try again in a few moments, or try again later.',
    });
  });
});

describe('ErrorCode (SPEC section 3)', () => {
  it('is the status digits plus the status text; the HTTP status is its first three characters', () => {
    const code = toErrorCode(404, 'Not Found');
    expect(code).toBe('404 Not Found');
    expect(statusOfErrorCode(code)).toBe(404);
    expect(statusOfErrorCode('500Internal Server Error')).toBe(500);
  });
});
