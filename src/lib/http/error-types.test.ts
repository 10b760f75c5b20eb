import { describe, expect, it } from 'vitest';
import { statusOfErrorCode, toErrorCode } from './error-types.ts';

describe('ErrorCode (SPEC section 3)', () => {
  it('is the status digits plus the status text; the HTTP status is its first three characters', () => {
    const code = toErrorCode(404, 'Not Found');
    expect(code).toBe('404 Not Found');
    expect(statusOfErrorCode(code)).toBe(404);
    expect(statusOfErrorCode('500Internal Server Error')).toBe(500);
  });
});
