import { readFileSync } from 'node:fs';
import path from 'node:path';
import { basePath } from '../../src/site/site-paths.ts';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/** Vite's build manifest, with the files a chunk loads at once (itself and its static imports). */
function readManifest(outDir: string) {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    chunk.imports?.forEach((imported) => closure(imported, into));
    return into;
  };
  const keyOfFile = (file: string) =>
    Object.keys(manifest).find((key) => manifest[key]?.file === file);
  return { closure, keyOfFile };
}

/**
 * The app's code a prerendered page asks for only after its first paint (decision 015): the
 * app's entry and its static imports, from Vite's build manifest, as URLs. Modules that a
 * script the page loads at once (the stand-in consent banner) imports are left out: that script
 * runs as soon as they arrive, so they stay preloaded from the start.
 */
export function appModulesToDefer(outDir: string, filesLoadedAtOnce: readonly string[]): string[] {
  const { closure, keyOfFile } = readManifest(outDir);
  const neededFirst = new Set<string>();
  for (const file of filesLoadedAtOnce) {
    const key = keyOfFile(file);
    if (key) closure(key, neededFirst);
  }
  const app = closure('index.html');
  return [...app].filter((file) => !neededFirst.has(file)).map((file) => `${basePath}/${file}`);
}

/** The static imports of a built script (a file below outDir), as URLs: loaded with it at once. */
export function staticImportsOf(outDir: string, file: string): string[] {
  const { closure, keyOfFile } = readManifest(outDir);
  const key = keyOfFile(file);
  if (!key) throw new Error(`prerender: ${file} is not in the build manifest`);
  return [...closure(key)].filter((each) => each !== file).map((each) => `${basePath}/${each}`);
}
