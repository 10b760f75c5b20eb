import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Unit and integration tests; the browser tests are Playwright's (playwright.config.ts). */
export const unitTestFiles = [
  'src/**/*.test.{ts,tsx}',
  'tests/**/*.test.{ts,tsx}',
  'scripts/**/*.test.{ts,tsx}',
];
export const notUnitTests = ['tests/browser/**', 'node_modules/**'];

/** The folders and file names of `unitTestFiles`, for reading them here without a glob library. */
const testFolders = ['src', 'scripts', 'tests'];
const testFile = /\.test\.tsx?$/;
/** A file that replaces modules with mocks: its mocks must not reach another file's imports. */
const replacesModules = /\bvi\.(mock|doMock)\(/;

function testFilesUnder(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && testFile.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(path.join('tests', 'browser')));
}

/**
 * The test files that must run in a fresh module registry of their own: those that replace
 * modules with `vi.mock`. Every other file shares its worker's environment with the files before
 * it (far faster: a fresh jsdom and stub server per file cost more than most files' tests) and
 * gets fresh modules and a fresh page between files from tests/setup/vitest-setup.ts.
 */
export function testFilesThatMockModules(root: string): string[] {
  return testFolders
    .flatMap((folder) => testFilesUnder(root, folder))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => replacesModules.test(readFileSync(path.join(root, file), 'utf8')));
}
