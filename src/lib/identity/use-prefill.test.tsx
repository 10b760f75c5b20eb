import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { createQueryClient } from '../../site/query-client.ts';
import { sampleCustomers } from '../../stub-api/data/sample-customers.ts';
import { notifySignInChange } from './sign-out.ts';
import { usePrefill } from './use-prefill.ts';

const [live] = sampleCustomers;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('usePrefill (SPEC section 6: signed-in customers get their details prefilled)', () => {
  afterEach(() => stubServer.events.removeAllListeners());

  it('gives a signed-in customer their details, loading first', async () => {
    document.cookie = `cognito_id_token=${live.idToken}; Path=/`;
    document.cookie = `access_token=${live.accessToken}; Path=/`;
    const { result } = renderHook(() => usePrefill(), { wrapper });
    expect(result.current).toEqual({ signedIn: true, prefill: undefined, isLoading: true });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.prefill).toMatchObject({
      firstName: 'Priya',
      telephoneNumber: '07911123456',
    });
  });

  it('gives a guest nothing and asks no server', () => {
    let requests = 0;
    stubServer.events.on('request:start', () => (requests += 1));
    const { result } = renderHook(() => usePrefill(), { wrapper });
    expect(result.current).toEqual({ signedIn: false, prefill: undefined, isLoading: false });
    expect(requests).toBe(0);
  });

  it('follows a sign-in that happens while the page is open', async () => {
    const { result } = renderHook(() => usePrefill(), { wrapper });
    expect(result.current.signedIn).toBe(false);
    document.cookie = `cognito_id_token=${live.idToken}; Path=/`;
    act(() => notifySignInChange());
    expect(result.current.signedIn).toBe(true);
    await waitFor(() => expect(result.current.prefill?.firstName).toBe('Priya'));
  });
});
