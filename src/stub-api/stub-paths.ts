import { join, resolve } from 'node:path';

/** Folders the stub reads, relative to the project root. */
export function stubPaths(root = process.cwd()) {
  return {
    contentFixtures: resolve(root, 'content-fixtures'),
    leadSchemas: resolve(root, 'schemas/leads'),
    contentSchemas: resolve(root, 'schemas/content'),
    /** Where accepted leads are kept between restarts (git-ignored). */
    leadStoreFile: process.env.STUB_LEAD_STORE ?? join(resolve(root, '.stub-data'), 'leads.jsonl'),
  };
}
