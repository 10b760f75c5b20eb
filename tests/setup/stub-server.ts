import { setupServer } from 'msw/node';
import { createLeadStore } from '../../src/stub-api/lead-store.ts';
import { createStubHandlers } from '../../src/stub-api/create-stub-handlers.ts';

/** The stub's lead store for tests: in memory, so tests never touch .stub-data/. */
export const testLeadStore = createLeadStore();

/** msw server with the site's stub handlers, shared by every test file. */
export const stubServer = setupServer(...createStubHandlers({ leadStore: testLeadStore }).handlers);
