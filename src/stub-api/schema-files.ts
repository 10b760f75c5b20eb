import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads every `*.schema.json` in a folder of schemas/ (node only: the stub and the checks). */
export function readSchemaFolder(folder: string): Record<string, unknown>[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, unknown>);
}
