import type { Connect, Plugin } from 'vite';
import { contentPathPrefixes } from '../../src/site/content-paths.ts';
import { createStubHandlers } from '../../src/stub-api/create-stub-handlers.ts';
import { mainSiteStandIns } from '../../src/stub-api/server/main-site-stand-ins.ts';
import { scenarioCookieSetter } from '../../src/stub-api/server/scenario-cookie.ts';
import { sitePathRedirects } from '../../src/stub-api/server/site-path-redirects.ts';
import { stubMiddleware } from '../../src/stub-api/server/stub-middleware.ts';

/** Paths the stub answers: the content service and the APIs. */
export const stubbedPathPrefixes = [
  ...contentPathPrefixes,
  '/v1/',
  '/account-api/',
  '/identity/',
] as const;

export interface EmbeddedStubOptions {
  /** Mount the stand-in backends (false when the build points at real hosts). */
  readonly embeddedStub: boolean;
  readonly mainSitePageNotFound: string;
}

/** Mounts the site's server rules and, on the embedded default, the stub, in dev and preview. */
export function embeddedStubPlugin(options: EmbeddedStubOptions): Plugin {
  const mount = (middlewares: Connect.Server) => {
    middlewares.use(sitePathRedirects(options.mainSitePageNotFound));
    if (!options.embeddedStub) return;
    const { handlers } = createStubHandlers();
    middlewares.use(scenarioCookieSetter);
    middlewares.use(stubMiddleware(handlers, stubbedPathPrefixes));
    middlewares.use(mainSiteStandIns);
  };
  return {
    name: 'help-and-support:embedded-stub',
    configureServer: (server) => mount(server.middlewares),
    configurePreviewServer: (server) => mount(server.middlewares),
  };
}
