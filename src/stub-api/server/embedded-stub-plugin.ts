import type { Connect, Plugin } from 'vite';
import { contentPathPrefixes } from '../../lib/content/content-paths';
import { createStubHandlers } from '../create-stub-handlers';
import { mainSiteStandIns } from './main-site-stand-ins';
import { scenarioCookieSetter } from './scenario-cookie';
import { sitePathRedirects } from './site-path-redirects';
import { stubMiddleware } from './stub-middleware';

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
