import { cpSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const skipped = new Set(['node_modules', '.git', 'test-output', 'bench-report', '.stub-data']);

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
