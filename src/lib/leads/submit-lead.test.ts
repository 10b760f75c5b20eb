import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer, testLeadStore } from '../../../tests/setup/stub-server.ts';
import type * as ConfigModule from '../../site/config.ts';
import { MainApiError } from '../http/http-errors.ts';
import { idempotencyKeyHeader } from '../../site/lead-headers.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { sampleFeedbackLead } from './sample-lead.test-data.ts';
import { submitLead } from './submit-lead.ts';

// The lead idempotency header is a build setting (on for the stub); tests switch it per case.
const settings = vi.hoisted(() => ({ leadIdempotencyHeader: true }));
vi.mock('../../site/config.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  return {
    config: {
      ...actual.config,
      get leadIdempotencyHeader() {
        return settings.leadIdempotencyHeader;
      },
    },
  };
});

afterEach(() => {
  settings.leadIdempotencyHeader = true;
});

describe('submitLead', () => {
  it('posts the lead with its idempotency key and returns the reference', async () => {
    const key = newIdempotencyKey();
    const before = testLeadStore.all().length;
    const response = await submitLead(sampleFeedbackLead, key);
    expect(response.id).toMatch(/^HS-[A-Z0-9]{8}$/);
    const stored = testLeadStore.all().slice(before);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: response.id, idempotencyKey: key });
    expect(stored[0]?.document).toEqual(sampleFeedbackLead);
  });

  it('a retry with the same key (after a lost response) gets the same reference, no second lead', async () => {
    const key = newIdempotencyKey();
    const before = testLeadStore.all().length;
    const first = await submitLead(sampleFeedbackLead, key);
    const second = await submitLead(sampleFeedbackLead, key);
    expect(second.id).toBe(first.id);
    expect(testLeadStore.all().length - before).toBe(1);
  });

  it('sends the key in the Idempotency-Key header', async () => {
    let seen: string | null = null;
    stubServer.use(
      http.post('*/v1/leads', ({ request }) => {
        seen = request.headers.get('Idempotency-Key');
        return HttpResponse.json({ data: { type: 'leads', id: 'HS-TESTTEST' } }, { status: 201 });
      }),
    );
    await submitLead(sampleFeedbackLead, 'key-123');
    expect(seen).toBe('key-123');
  });

  it('sends no Idempotency-Key header when it is switched off, and the lead still goes', async () => {
    settings.leadIdempotencyHeader = false;
    let headers: Headers | undefined;
    stubServer.use(
      http.post('*/v1/leads', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: { type: 'leads', id: 'HS-NOKEYNOK' } }, { status: 201 });
      }),
    );
    expect(await submitLead(sampleFeedbackLead, 'key-456')).toEqual({ id: 'HS-NOKEYNOK' });
    expect(headers?.has(idempotencyKeyHeader)).toBe(false);
    expect(headers?.get('content-type')).toBe('application/vnd.api+json');
    expect(headers?.get('x-client-id')).toBe('help-and-support');
  });

  it('the stub stores a lead sent without a key', async () => {
    settings.leadIdempotencyHeader = false;
    const before = testLeadStore.all().length;
    const response = await submitLead(sampleFeedbackLead, 'key-unsent');
    const stored = testLeadStore.all().slice(before);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: response.id, idempotencyKey: null });
  });

  it('a refused lead raises MainApiError (SPEC section 8)', async () => {
    stubServer.use(
      http.post('*/v1/leads', () =>
        HttpResponse.json({ errors: [{ id: 'e-1', status: '500' }] }, { status: 500 }),
      ),
    );
    await expect(submitLead(sampleFeedbackLead, 'key-1')).rejects.toBeInstanceOf(MainApiError);
  });

  it('an answer without a reference is a failure, not an empty confirmation', async () => {
    stubServer.use(
      http.post('*/v1/leads', () => HttpResponse.json({ data: null }, { status: 201 })),
    );
    await expect(submitLead(sampleFeedbackLead, 'key-2')).rejects.toThrow(/reference/);
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
