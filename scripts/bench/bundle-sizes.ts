import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rendersOnlyOnFailure, type RouteNode } from '../vite/route-tree.ts';
import { declaredModulesOf } from '../vite/route-early-requests.ts';

/**
 * What the browser must download before a route is interactive: the entry chunks the app's shell
 * runs, the route's
 * own lazy chunks (TanStack's `?tsr-split` chunks of every route file in its chain, but not those
 * only an error or a missing page renders), the modules declared for it in
 * scripts/vite/route-early-requests.ts, the chunks
 * the browser was seen fetching while the route loaded (loaders import content code on demand),
 * and all their static imports. Read from Vite's build manifest, sized gzip.
 */

/** One chunk of Vite's build manifest. */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
/** Vite's build manifest: chunks by source module (entries) or by their own name. */
export type Manifest = Record<string, ManifestChunk>;

/** The initial download of one route. */
export interface RouteBundle {
  readonly jsFiles: string[];
  readonly jsGzipBytes: number;
  /** Modules of the RUM library found in the initial files (must be none). */
  readonly rumModules: string[];
}

/** Reads the build manifest Vite writes with `build.manifest: true`. */
export function readManifest(distDir: string): Manifest {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with build.manifest: true`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * Gzip size at zlib's default level (6), as a web server would send the file: every size the
 * bench reports is computed so, from the file or from the body the browser received.
 */
export function gzipSize(body: Buffer | string): number {
  return gzipSync(body).length;
}

/** Gzip size of a built file. */
export function gzipBytes(path: string): number {
  return gzipSize(readFileSync(path));
}

/**
 * Source modules bundled into a built file, from its source map. A file without a map (the
 * bundler's own tiny runtime) is named itself, marked when it mentions the RUM intake.
 */
function bundledModules(distDir: string, file: string): string[] {
  const mapFile = join(distDir, `${file}.map`);
  if (!existsSync(mapFile)) {
    const source = readFileSync(join(distDir, file), 'utf8');
    return /datadoghq|@datadog\//.test(source) ? [`@datadog/ (in ${file})`] : [file];
  }
  return (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

/**
 * The manifest's keys of these chunks and of every chunk they import statically (what the
 * browser loads with them), or also dynamically when asked.
 */
export function reachableChunks(
  manifest: Manifest,
  keys: readonly string[],
  followDynamicImports = false,
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
    if (followDynamicImports) chunk.dynamicImports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Measures the initial JavaScript of the route rendered by this chain of routes. */
export function measureRouteBundle(
  distDir: string,
  manifest: Manifest,
  chain: readonly RouteNode[],
  fetchedFiles: readonly string[] = [],
): RouteBundle {
  // The entries the app's shell (index.html) runs on every page; start-after-paint runs only on
  // prerendered pages, where the browser is seen fetching it.
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    return chunk?.isEntry === true && shell.includes(`/${chunk.file}"`);
  });
  const routeChunks = Object.keys(manifest).filter(
    (key) =>
      chain.some((route) => key.startsWith(`${route.file}?tsr-split`)) &&
      !rendersOnlyOnFailure(key),
  );
  // What the route asks for by name as it renders (the form renderer, validators): needed even
  // where the browser could not be watched (a journey step that needs earlier steps).
  const declaredChunks = chain
    .flatMap((route) => declaredModulesOf(route))
    .filter((key) => key in manifest);
  const fetchedChunks = Object.keys(manifest).filter((key) =>
    fetchedFiles.includes(manifest[key]?.file ?? ''),
  );
  const chunks = reachableChunks(manifest, [
    ...entries,
    ...routeChunks,
    ...declaredChunks,
    ...fetchedChunks,
  ]).map((key) => manifest[key] as ManifestChunk);
  const jsFiles = [...new Set(chunks.map((chunk) => chunk.file))];
  return {
    jsFiles,
    jsGzipBytes: jsFiles.reduce((total, file) => total + gzipBytes(join(distDir, file)), 0),
    rumModules: jsFiles.flatMap((file) =>
      bundledModules(distDir, file).filter((source) => source.includes('@datadog/')),
    ),
  };
}
