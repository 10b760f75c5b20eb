import type { RequestHandler } from 'msw';
import { createLeadStore, type LeadStore } from './lead-store';
import { createLeadValidator } from './lead-validator';
import { accountHandlers } from './handlers/accounts';
import { addressHandlers } from './handlers/addresses';
import { contentHandlers } from './handlers/content';
import { createContentFixtureCheck } from './content-fixture-check';
import { identityHandlers } from './handlers/identity';
import { leadHandlers } from './handlers/leads';
import { userHandlers } from './handlers/users';
import { stubPaths } from './stub-paths';

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
