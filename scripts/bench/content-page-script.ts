import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basePath } from '../../src/site/site-paths.ts';
import { rumWorkerFileName } from '../../src/features/telemetry/rum-worker-file.ts';
import { standInConsentBannerModule } from '../vite/stand-in-consent-banner-plugin.ts';
import { gzipSize, reachableChunks, type Manifest } from './bundle-sizes.ts';
import type { ScriptResponse } from './fetched-assets.ts';
import {
  noBytes,
  pageScriptModule,
  splitScript,
  sumSplits,
  type ClassSplit,
  type ScriptClass,
} from './script-classes.ts';
import { sourceShares, type SourceMapShape } from './source-map-shares.ts';

/**
 * The script a content page runs before a reader's first interaction (issue 17, section 3):
 * every script response until the network is idle, without consent, sized gzip at zlib's
 * default level and split by class. Consent-gated RUM (the library and its replay worker) is
 * kept apart and not counted: it loads only after consent.
 */

/** One script the page loaded. */
export interface LoadedScript {
  /** Below the base path for the site's own files ('assets/…'), the whole URL otherwise. */
  readonly file: string;
  readonly gzipBytes: number;
  /** The class with most of its bytes. */
  readonly mainClass: ScriptClass | 'rum';
}

/** A content page's script, before its first interaction. */
export interface PageScript {
  /** Gzip bytes counted against the budget: everything but RUM. */
  readonly gzipBytes: number;
  readonly split: ClassSplit;
  readonly scripts: LoadedScript[];
}

/** Measures the scripts one page load received. */
export function measurePageScript(
  distDir: string,
  manifest: Manifest,
  origin: string,
  responses: readonly ScriptResponse[],
): PageScript {
  const ownPrefix = `${origin}${basePath}/`;
  const fileOf = (url: string) =>
    url.startsWith(ownPrefix) ? new URL(url).pathname.slice(basePath.length + 1) : url;
  const pageScriptFile = manifest[pageScriptModule]?.file;
  // A file fetched twice (a preload, then the import) runs once.
  const unique = [...new Map(responses.map((response) => [response.url, response])).values()];
  const loaded = unique.map((response) => ({ ...response, file: fileOf(response.url) }));
  // Shared modules count for the page script only where the page script brought them.
  const pageScriptFiles =
    pageScriptFile && loaded.some((script) => script.file === pageScriptFile)
      ? new Set(
          reachableChunks(manifest, [pageScriptModule], true).map((key) => manifest[key]?.file),
        )
      : new Set<string | undefined>();
  const consentFile = manifest[standInConsentBannerModule]?.file;
  const scripts = loaded.map((script) => {
    const gzipBytes = gzipSize(script.body);
    let split: ClassSplit;
    if (script.file === rumWorkerFileName) {
      split = { ...noBytes(), rum: gzipBytes };
    } else {
      const mapFile = join(distDir, `${script.file}.map`);
      const shares = existsSync(mapFile)
        ? sourceShares(
            script.body.toString('utf8'),
            JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapShape,
          )
        : { bySource: new Map<string, number>(), unmapped: script.body.length };
      split = splitScript(
        gzipBytes,
        shares.bySource,
        shares.unmapped,
        pageScriptFiles.has(script.file) ? 'page script' : 'app',
        // The consent platform's script is the consent platform's, whatever it bundles.
        script.file === consentFile ? 'consent' : undefined,
      );
    }
    const mainClass = (Object.keys(split) as (keyof ClassSplit)[]).reduce((best, key) =>
      split[key] > split[best] ? key : best,
    );
    return { file: script.file, gzipBytes, split, mainClass };
  });
  const split = sumSplits(scripts.map((script) => script.split));
  return {
    gzipBytes: scripts.reduce((total, script) => total + script.gzipBytes, 0) - split.rum,
    split,
    scripts: scripts.map(({ file, gzipBytes, mainClass }) => ({ file, gzipBytes, mainClass })),
  };
}
