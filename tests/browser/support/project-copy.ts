import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

// .studio: an editor's own studio session (decision 056), never part of a copy.
const skipped = new Set([
  'node_modules',
  '.git',
  'test-output',
  'bench-report',
  '.stub-data',
  '.studio',
]);

/**
 * A temporary copy of the project (sharing its node_modules) that a test may edit freely. A dev
 * server started in it needs `copyEnvironment(project)`, so its pre-bundled dependencies (which
 * name the copy's files) go into the copy, not into the shared node_modules/.vite.
 */
export function copyProject(prefix: string): string {
  const project = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(process.cwd(), project, {
    recursive: true,
    filter: (source) => !skipped.has(path.basename(source)),
  });
  symlinkSync(realpathSync('node_modules'), path.join(project, 'node_modules'));
  return project;
}

/** The environment for `vite` in a copy of the project. */
export function copyEnvironment(project: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    VITE_CACHE_DIR: path.join(project, '.vite-cache'),
  };
}

/**
 * The lead a dev server in a copy of the project stored for a customer (the stub writes each
 * to `leads.jsonl` there): waits for it, then gives its attributes.
 */
export async function storedLeadAttributes(
  project: string,
  surname: string,
): Promise<Record<string, unknown> | undefined> {
  const store = path.join(project, 'leads.jsonl');
  await expect
    .poll(() => existsSync(store) && readFileSync(store, 'utf8').includes(surname))
    .toBe(true);
  return readFileSync(store, 'utf8')
    .split('\n')
    .filter((line) => line.includes(surname))
    .map(
      (line) => JSON.parse(line) as { document: { data: { attributes: Record<string, unknown> } } },
    )[0]?.document.data.attributes;
}
