import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  nginxPageStyleSourcesFile,
  readPageStyleSources,
  writePageStyleSources,
} from './page-style-sources.ts';

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'page-style-sources-'));
});
afterEach(() => rmSync(outDir, { recursive: true }));

describe("the build's list of its pages' styles", () => {
  it('is read back as written, once each, for the preview server', () => {
    writePageStyleSources(outDir, ["'sha256-b='", "'sha256-a='", "'sha256-b='"]);
    expect(readPageStyleSources(outDir)).toEqual(["'sha256-a='", "'sha256-b='"]);
  });

  it('sets the variable the documented nginx policy names', () => {
    writePageStyleSources(outDir, ["'sha256-a='"]);
    expect(readFileSync(path.join(outDir, nginxPageStyleSourcesFile), 'utf8')).toBe(
      `set $help_page_styles "'sha256-a='";\n`,
    );
  });

  it('is empty for a folder built without prerendered pages', () => {
    expect(readPageStyleSources(outDir)).toEqual([]);
  });
});
