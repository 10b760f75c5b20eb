import { readFileSync } from 'node:fs';
import path from 'node:path';
import { basePath } from '../../src/site/site-paths.ts';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/**
 * The app's code a prerendered page asks for only after its first paint (decision 015): the
 * app's entry and its static imports, from Vite's build manifest, as URLs. Modules that a
 * render-blocking script (the stand-in consent banner) imports are left out: the first paint
 * waits for them anyway, so they stay preloaded from the start.
 */
export function appModulesToDefer(
  outDir: string,
  renderBlockingFiles: readonly string[],
): string[] {
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
  const neededFirst = new Set<string>();
  for (const file of renderBlockingFiles) {
    const key = keyOfFile(file);
    if (key) closure(key, neededFirst);
  }
  const app = closure('index.html');
  return [...app].filter((file) => !neededFirst.has(file)).map((file) => `${basePath}/${file}`);
}
