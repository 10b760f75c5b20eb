import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** A built chunk's file name and the chunks it imports statically. */
export interface ChunkImports {
  readonly imports: readonly string[];
}

/** Every chunk a chunk imports statically, itself included: all loaded by the time it runs. */
export function loadedWith(
  chunks: Readonly<Record<string, ChunkImports | undefined>>,
  host: string,
): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of chunks[file]?.imports ?? []) visit(imported);
  };
  visit(host);
  return loaded;
}

/**
 * Shortens each lazy import's preload list (Vite's `build.modulePreload.resolveDependencies`) to
 * what is not loaded already: a chunk its host imports statically has loaded before the host
 * runs, so listing it costs bytes and preloads nothing. On a help page the lists of its three lazy
 * parts named 30 files, most of them the page script's own (decision 049).
 */
export function preloadLists(): {
  readonly plugin: Plugin;
  readonly resolveDependencies: (
    filename: string,
    deps: string[],
    context: { readonly hostId: string },
  ) => string[];
} {
  let bundle: OutputBundle | undefined;
  const chunkImports = (): Record<string, ChunkImports | undefined> =>
    Object.fromEntries(
      Object.entries(bundle ?? {}).flatMap(([file, output]) =>
        output.type === 'chunk' ? [[file, { imports: output.imports }]] : [],
      ),
    );
  return {
    plugin: {
      name: 'help-and-support:preload-lists',
      apply: 'build',
      // Before Vite writes the lists (its import analysis runs among the last plugins).
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId }) {
      if (!bundle) return deps;
      const loaded = loadedWith(chunkImports(), hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
