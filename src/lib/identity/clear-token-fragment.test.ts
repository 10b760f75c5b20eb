import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('sign-in tokens leave the URL before anything else runs (issue 6, "Known pitfalls")', () => {
  it('is the first import of src/main.tsx', () => {
    const main = readFileSync(join(process.cwd(), 'src/main.tsx'), 'utf8');
    const firstImport = main.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './lib/identity/clear-token-fragment.ts';");
  });

  it('imports nothing that could send data (analytics, monitoring, HTTP)', () => {
    const dir = join(process.cwd(), 'src/lib/identity');
    const imports = ['clear-token-fragment.ts', 'callback-fragment.ts', 'return-path.ts']
      .flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n'))
      .filter((line) => line.startsWith('import '));
    expect(imports.join('\n')).not.toMatch(/analytics|telemetry|datadog|\/http\//);
    expect(imports.length).toBeGreaterThan(0);
  });
});
