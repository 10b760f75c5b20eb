import type { RequestHandler } from 'msw';
import { createLeadStore, type LeadStore } from './lead-store.ts';
import { createLeadValidator } from './lead-validator.ts';
import { accountHandlers } from './handlers/accounts.ts';
import { addressHandlers } from './handlers/addresses.ts';
import { contentHandlers } from './handlers/content.ts';
import { createContentFixtureCheck } from './content-fixture-check.ts';
import { identityHandlers } from './handlers/identity.ts';
import { leadHandlers } from './handlers/leads.ts';
import { userHandlers } from './handlers/users.ts';
import { stubPaths } from './stub-paths.ts';

export interface StubOptions {
  /** Where leads are kept; tests pass an in-memory store. */
  readonly leadStore?: LeadStore;
  readonly root?: string;
}

/**
 * Every backend the site calls, as msw handlers: the one stand-in used by tests (msw/node),
 * the dev server and the preview server.
 */
export function createStubHandlers(options: StubOptions = {}): {
  handlers: RequestHandler[];
  leadStore: LeadStore;
} {
  const paths = stubPaths(options.root);
  const leadStore = options.leadStore ?? createLeadStore(paths.leadStoreFile);
  const handlers: RequestHandler[] = [
    ...contentHandlers(paths.contentFixtures, createContentFixtureCheck(paths.contentSchemas)),
    ...leadHandlers(leadStore, createLeadValidator(paths.leadSchemas)),
    ...addressHandlers(),
    ...accountHandlers(),
    ...identityHandlers(),
    ...userHandlers(),
  ];
  return { handlers, leadStore };
}
