import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRumWorkerSource } from './rum-worker-plugin.ts';

describe('the session replay worker served from our origin', () => {
  it("is the installed RUM version's own worker", () => {
    const { version } = JSON.parse(
      readFileSync(join(process.cwd(), 'node_modules/@datadog/browser-rum/package.json'), 'utf8'),
    ) as { version: string };
    const source = readRumWorkerSource();
    expect(source).toContain('addEventListener("message"');
    expect(source).toContain(`version:"${version}"`);
  });
});
