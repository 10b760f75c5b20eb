// Generates src/lib/content/compiled/<schema>.js (+ .d.ts) from schemas/content/: precompiled
// ajv validators for the content boundary (no eval in the browser).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  compileContentValidators,
  compiledContentFolder,
  contentSchemasFolder,
  readContentSchemas,
} from './content-compiler/compile-content-validators.ts';

function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

try {
  const root = process.cwd();
  const modules = compileContentValidators(
    readContentSchemas(path.join(root, contentSchemasFolder)),
  );
  const out = path.join(root, compiledContentFolder);
  mkdirSync(out, { recursive: true });
  const expected = new Set(modules.flatMap((m) => [`${m.baseName}.js`, `${m.baseName}.d.ts`]));
  // A schema that was removed takes its validator with it.
  for (const file of readdirSync(out)) if (!expected.has(file)) rmSync(path.join(out, file));
  for (const m of modules) {
    writeIfChanged(path.join(out, `${m.baseName}.js`), m.js);
    writeIfChanged(path.join(out, `${m.baseName}.d.ts`), m.dts);
  }
  console.info(`Compiled ${modules.length} content validators into ${compiledContentFolder}/`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
