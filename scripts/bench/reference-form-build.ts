import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { gzipBytes, reachableChunks, readManifest } from './bundle-sizes.ts';

/**
 * The reference the form steps are held to (issue 17, section 3): the same stack with nothing of
 * the site in it (scripts/bench/reference-form/), built in the same bench run with Vite's
 * defaults, so the ratio compares like with like on the same dependencies.
 */

const sourceDir = 'scripts/bench/reference-form';
/** Where the reference is built (git-ignored, beside the bench's build of the site). */
export const referenceFormOutDir = 'test-output/bench-reference-form';

/** The reference form's initial script: its entry and every chunk the entry imports. */
export interface ReferenceForm {
  readonly jsGzipBytes: number;
  readonly files: string[];
}

/** Builds the reference form for production and sizes its initial script, gzip. */
export async function buildReferenceForm(): Promise<ReferenceForm> {
  await build({
    configFile: false,
    root: sourceDir,
    base: './',
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir: join(process.cwd(), referenceFormOutDir),
      emptyOutDir: true,
      manifest: true,
      // The site's own target, so syntax lowering weighs the same on both sides.
      target: 'es2022',
      // One chunk by design: what a page with the form loads before it can be used.
      chunkSizeWarningLimit: 2000,
    },
  });
  const manifest = readManifest(referenceFormOutDir);
  const files = reachableChunks(manifest, ['index.html'])
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'));
  const jsGzipBytes = files.reduce(
    (total, file) => total + gzipBytes(join(referenceFormOutDir, file)),
    0,
  );
  return { jsGzipBytes, files };
}
