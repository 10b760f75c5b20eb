import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the RUM library is not in the initial JavaScript (issue 6)', () => {
  it('is referenced at run time only by one dynamic import(), in load-rum.ts', () => {
    const runtimeReferences: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const line of text.split('\n')) {
        if (!/['"]@datadog\/browser-rum['"]/.test(line)) continue;
        // Type-only imports are erased by the compiler and never reach the browser.
        if (/^\s*import type\b/.test(line)) continue;
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) continue;
        runtimeReferences.push(`${relative(srcDir, file)}: ${line.trim()}`);
      }
    }
    expect(runtimeReferences).toEqual([
      "features/telemetry/load-rum.ts: export const loadRum = () => import('@datadog/browser-rum');",
    ]);
  });
});
