import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { stubServer, testLeadStore } from '../../../tests/setup/stub-server';
import { MainApiError } from '../http/http-errors';
import { newIdempotencyKey } from './idempotency-key';
import { sampleFeedbackLead } from './sample-lead.test-data';
import { idempotencyKeyHeader, submitLead } from './submit-lead';

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
        seen = request.headers.get(idempotencyKeyHeader);
        return HttpResponse.json({ data: { type: 'leads', id: 'HS-TESTTEST' } }, { status: 201 });
      }),
    );
    await submitLead(sampleFeedbackLead, 'key-123');
    expect(seen).toBe('key-123');
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
