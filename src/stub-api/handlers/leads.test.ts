import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testLeadStore } from '../../../tests/setup/stub-server.ts';
import { idempotencyKeyHeader } from '../../site/lead-headers.ts';
import { createLeadStore } from '../lead-store.ts';

/** A lead as the complaint journey sends it (SPEC sections 3 and 7). */
export const validComplaintLead = {
  data: {
    type: 'leads',
    attributes: {
      title: 'NA',
      topic: 'help-&-support',
      'query-type': 'Meters',
      'query-subtype': 'Make a complaint-Monthly or quarterly',
      query: 'My bill was estimated although I sent a reading.',
      'first-name': 'Ada',
      surname: 'Lovelace',
      'vulnerability-consent': false,
      email: 'ada@example.com',
      'contact-number': { number: '07700900123', type: 'mobile' },
      'additional-information': {
        caseType: 'Balance queries',
        accountPrefix: null,
        textphoneNumber: null,
      },
      account: null,
      'alternate-contact-number': null,
      'chat-history': null,
      'customer-references': null,
      'contact-preference': null,
    },
    relationships: { address: { data: { type: 'addresses', id: 'LS14AP-1' } } },
  },
};

function postLead(body: unknown, headers: Record<string, string> = {}) {
  return fetch('http://localhost/v1/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/vnd.api+json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('stub POST /v1/leads', () => {
  it('accepts a valid lead, answers a JSON:API document with a new reference and stores it', async () => {
    const before = testLeadStore.all().length;
    const response = await postLead(validComplaintLead);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { type: string; id: string } };
    expect(body.data.type).toBe('leads');
    expect(body.data.id).toMatch(/^HS-[2-9A-HJ-NP-Z]{8}$/);
    expect(testLeadStore.all()).toHaveLength(before + 1);
    expect(testLeadStore.all().at(-1)?.document).toEqual(validComplaintLead);
  });

  it('answers an invalid lead with a 422 JSON:API error document and stores nothing', async () => {
    const before = testLeadStore.all().length;
    const invalid = structuredClone(validComplaintLead);
    invalid.data.attributes.email = 'not-an-email';
    const response = await postLead(invalid);
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      errors: { status: string; source: { pointer: string } }[];
    };
    expect(body.errors[0]).toMatchObject({
      status: '422',
      source: { pointer: '/data/attributes/email' },
    });
    expect(testLeadStore.all()).toHaveLength(before);
  });

  it('answers a repeated idempotency key with the first reference and stores one lead', async () => {
    const before = testLeadStore.all().length;
    const first = (await (
      await postLead(validComplaintLead, { [idempotencyKeyHeader]: 'attempt-1' })
    ).json()) as {
      data: { id: string };
    };
    const second = (await (
      await postLead(validComplaintLead, { [idempotencyKeyHeader]: 'attempt-1' })
    ).json()) as {
      data: { id: string };
    };
    expect(second.data.id).toBe(first.data.id);
    expect(testLeadStore.all()).toHaveLength(before + 1);
  });

  it('fails with 500 under the lead-500 scenario', async () => {
    const response = await postLead(validComplaintLead, { 'x-stub-scenario': 'lead-500' });
    expect(response.status).toBe(500);
  });
});

describe('stub lead store', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps leads across a restart when given a file', () => {
    folder = mkdtempSync(join(tmpdir(), 'lead-store-'));
    const file = join(folder, 'leads.jsonl');
    const stored = createLeadStore(file).add({ any: 'document' }, 'key-1');
    const restarted = createLeadStore(file);
    expect(restarted.all()).toEqual([stored]);
    expect(restarted.findByIdempotencyKey('key-1')?.id).toBe(stored.id);
  });
});
