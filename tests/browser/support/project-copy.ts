import { cpSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const skipped = new Set(['node_modules', '.git', 'test-output', 'bench-report', '.stub-data']);

/** A temporary copy of the project (sharing its node_modules) that a test may edit freely. */
export function copyProject(prefix: string): string {
  const project = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(process.cwd(), project, {
    recursive: true,
    filter: (source) => !skipped.has(path.basename(source)),
  });
  symlinkSync(realpathSync('node_modules'), path.join(project, 'node_modules'));
  return project;
}
