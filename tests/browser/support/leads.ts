import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/** A lead as the stub stored it (src/stub-api/lead-store.ts), one JSON line each. */
export interface StoredLead {
  readonly id: string;
  readonly receivedAt: string;
  readonly idempotencyKey: string | null;
  readonly document: LeadDocument;
}

/** The JSON:API lead document the site posted. */
export interface LeadDocument {
  readonly data: {
    readonly type: string;
    readonly attributes: Record<string, unknown>;
    readonly relationships?: Record<string, { data: { type: string; id: string } | null }>;
  };
}

function leadStoreFile(): string {
  const file = process.env.BROWSER_LEAD_STORE;
  if (!file) throw new Error('BROWSER_LEAD_STORE is not set: run through playwright.config.ts');
  return file;
}

/** Every lead the preview server's stub has stored in this run. */
export function storedLeads(): StoredLead[] {
  const file = leadStoreFile();
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredLead);
}

/** The one stored lead with this reference; fails if there is none or more than one. */
export async function storedLeadWithReference(reference: string): Promise<StoredLead> {
  await expect.poll(() => storedLeads().filter((lead) => lead.id === reference).length).toBe(1);
  const lead = storedLeads().find((item) => item.id === reference);
  if (!lead) throw new Error(`No stored lead ${reference}`);
  return lead;
}

/** Leads whose document mentions a value unique to one test (e.g. its sentinel email). */
export function storedLeadsMentioning(value: string): StoredLead[] {
  return storedLeads().filter((lead) => JSON.stringify(lead.document).includes(value));
}
