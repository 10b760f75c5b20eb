import { afterEach, describe, expect, it, vi } from 'vitest';
import { logError } from './log-error.ts';
import { logWarning } from './log-warning.ts';

describe('logged errors and warnings in the data layer (SPEC section 7, issue 37)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    delete window.dataLayer;
  });

  it('carry no personal data from the message or the context', () => {
    vi.stubEnv('PROD', true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logError(new Error('Lookup failed for ada at example dot com'), {
      source: 'prefill',
      step: 'call 07911  123456',
    });
    logWarning('Over the limit for (020) 7946 0958', { source: 'content-limits' });
    // The last two events: test files share their page, and other files' events may be there.
    expect(window.dataLayer?.slice(-2)).toEqual([
      {
        event: 'error',
        logger: {
          name: 'Error',
          message: 'Lookup failed for [email]',
          source: 'prefill',
          step: 'call [number]',
        },
      },
      {
        event: 'error',
        logger: {
          name: 'Warning',
          message: 'Over the limit for [number]',
          level: 'warning',
          source: 'content-limits',
        },
      },
    ]);
  });
});
