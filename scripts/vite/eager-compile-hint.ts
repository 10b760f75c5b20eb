import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with this comment has
 * every function compiled as the file arrives, on a background thread, instead of each on the
 * main thread the first time it is called. Browsers that do not know it read a comment.
 */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad';

/** What the bundler tells of a chunk: its name, whether it is an entry, its modules' ids. */
export interface ChunkFacts {
  readonly name: string;
  readonly isEntry: boolean;
  readonly moduleIds: readonly string[];
}

/** The form engine: RJSF renders every form step, so most of its functions run as a step starts. */
const formEngineModule = /node_modules[\\/]@rjsf[\\/](core|utils)[\\/]/;

/**
 * Whether a chunk is code an app page runs most of as it starts: the framework chunk (React,
 * TanStack Router and Query), the app's entry (the router, the root layout, the routes' table),
 * and the form engine. On a form step these compiled one function at a time on the main thread,
 * in the long tasks that followed the first paint. Route chunks, content and rarely used code
 * stay lazily compiled: compiling what never runs costs time and memory.
 */
function compilesEagerly(chunk: ChunkFacts): boolean {
  if (chunk.name === 'framework') return true;
  if (chunk.isEntry && chunk.name === 'index') return true;
  return chunk.moduleIds.some((id) => formEngineModule.test(id));
}

/** The text to put before a built chunk: the hint for the chunks above, nothing for others. */
export function compileHintFor(chunk: ChunkFacts): string {
  return compilesEagerly(chunk) ? eagerCompileHint : '';
}

/**
 * Puts the hint on the first line of the chunks above, once everything else has written them
 * (Vite adds its preload helper to the top of the entry while writing the bundle), and moves
 * their source maps down the one line it takes.
 */
export function eagerCompileHintPlugin(): Plugin {
  return {
    name: 'help-and-support:eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const hint = compileHintFor(chunk);
          if (!hint) continue;
          chunk.code = `${hint}\n${chunk.code}`;
          // An empty first line in the mappings: every mapped line moves down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as { mappings: string };
            mapAsset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
