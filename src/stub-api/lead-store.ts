import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomInt } from 'node:crypto';

/** One lead the stub accepted. */
export interface StoredLead {
  readonly id: string;
  readonly receivedAt: string;
  readonly idempotencyKey: string | null;
  readonly document: unknown;
}

export interface LeadStore {
  add(document: unknown, idempotencyKey: string | null): StoredLead;
  findByIdempotencyKey(key: string): StoredLead | undefined;
  all(): readonly StoredLead[];
}

const referenceAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A reference a customer can read aloud: no 0/O or 1/I, e.g. 'HS-7K2M9QXD'. */
export function newReference(): string {
  let reference = 'HS-';
  for (let index = 0; index < 8; index += 1) {
    reference += referenceAlphabet[randomInt(referenceAlphabet.length)];
  }
  return reference;
}

/**
 * The stub's lead store. With a file it appends one JSON line per lead and reads them back on
 * start, so leads survive a restart; without one (tests) it keeps them in memory.
 */
export function createLeadStore(file?: string): LeadStore {
  const leads: StoredLead[] = [];
  if (file && existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() !== '') leads.push(JSON.parse(line) as StoredLead);
    }
  }
  return {
    add(document, idempotencyKey) {
      const lead: StoredLead = {
        id: newReference(),
        receivedAt: new Date().toISOString(),
        idempotencyKey,
        document,
      };
      leads.push(lead);
      if (file) {
        mkdirSync(dirname(file), { recursive: true });
        appendFileSync(file, `${JSON.stringify(lead)}\n`);
      }
      return lead;
    },
    findByIdempotencyKey: (key) => leads.find((lead) => lead.idempotencyKey === key),
    all: () => leads,
  };
}
