import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { JSDOM } from 'jsdom';
import { basePath } from '../../src/site/site-paths.ts';
import {
  builtQuestionAttribute,
  consentQuestion,
} from '../../src/features/telemetry/stand-in-consent-question.ts';

/**
 * An empty element the build writes right after the question: the first paint waits for it, so
 * for the whole question and for nothing after it (the app's root holds a prerendered page whole).
 */
const questionEndId = 'consent-question-end';
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The banner's entry module, from the project's root (the build manifest's key for it). */
export const standInConsentBannerModule = 'src/features/telemetry/start-stand-in-consent-banner.ts';
const bannerModule = path.join(projectRoot, standInConsentBannerModule);
/**
 * Marks the banner's script tag: the prerender finds the modules it loads at once by it, and the
 * watch for a stuck start (site-fallback.js) leaves its failures to the app, a third party's.
 */
export const consentScriptAttribute = 'data-stand-in-consent-banner';

/**
 * On the embedded stub, every page runs the stand-in consent banner as a script of its own, as
 * the main site runs OneTrust's: built as its own entry, and linked from the HTML with its
 * styles, so it shows when it has loaded, not when the app has. A build for real hosts has no
 * banner (the main site's consent platform stands there).
 */
export function standInConsentBannerPlugin(embeddedStub: boolean): Plugin {
  let bannerRef = '';
  let root = process.cwd();
  return {
    name: 'help-and-support:stand-in-consent-banner',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, context) =>
        embeddedStub && context.server
          ? [
              {
                tag: 'script',
                attrs: {
                  type: 'module',
                  async: true,
                  src: `/${path.relative(root, bannerModule)}`,
                  [consentScriptAttribute]: true,
                },
                injectTo: 'head',
              },
            ]
          : [],
    },
    buildStart() {
      if (!embeddedStub || this.environment.mode !== 'build') return;
      bannerRef = this.emitFile({
        type: 'chunk',
        id: bannerModule,
        name: 'stand-in-consent-banner',
      });
    },
    generateBundle(_options, bundle) {
      if (!bannerRef) return;
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('consent banner: index.html was not built');
      const file = this.getFileName(bannerRef);
      const chunk = bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } };
      const url = (name: string) => `${basePath}/${name}`;
      const preloadOf = (name: string) =>
        `<link rel="modulepreload" crossorigin href="${url(name)}">`;
      // The modules the banner imports are preloaded beside it, not where the app's entry lists
      // them further down: there they arrived 90–150 ms after the banner's own file on a form step,
      // and the banner (the largest paint) waited for them.
      const source = chunk.imports.reduce(
        (page, name) => page.replaceAll(preloadOf(name), ''),
        String(html.source),
      );
      const tags = [
        ...[...(chunk.viteMetadata?.importedCss ?? [])].map(
          (css) => `<link rel="stylesheet" crossorigin href="${url(css)}">`,
        ),
        ...chunk.imports.map(preloadOf),
        // Async, not render-blocking (decision 028): the page paints without waiting for the
        // consent platform, and a stalled consent script cannot hold it blank. The banner
        // overlays the bottom of the screen when it comes, so it moves nothing.
        `<script type="module" async crossorigin src="${url(file)}" ${consentScriptAttribute}></script>`,
        // The first paint waits until the question is parsed whole (up to the element after it):
        // a busy phone painted it half parsed, a few pixels tall, and its growth to full height
        // moved it. Browsers without `rel=expect` paint as before.
        `<link rel="expect" href="#${questionEndId}" blocking="render">`,
      ];
      // Right after the charset, before the early-requests tags: among the first requests.
      html.source = source
        .replace(
          /<meta charset="utf-8"\s*\/?>\s*/i,
          (charset) => `${charset}${tags.join('\n    ')}\n    `,
        )
        // The question paints with the page (decision 049), first in the reading order as the
        // script placed it; the banner's script takes it over, or out for a visitor who answered.
        .replace(
          /<body>/,
          (body) => `${body}${builtQuestion()}<span id="${questionEndId}"></span>`,
        );
    },
  };
}

/** The banner's question as the build writes it into every page, marked for its script. */
function builtQuestion(): string {
  const { document } = new JSDOM('').window;
  const question = consentQuestion(document);
  question.setAttribute(builtQuestionAttribute, '');
  return question.outerHTML;
}
