import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compiledFolder } from '../../form-compiler/form-sources.ts';
import {
  formValidatorsPluginName,
  type FormCompilesApi,
} from '../../vite/form-validators-plugin.ts';
import { editorPreviewAddress } from './editor-preview-address.ts';

const isInside = (folder: string, file: string): boolean => {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * The forms preview of the studio run for a team shows each editor their own copy (decision
 * 061): the site's form compiler (form-validators-plugin.ts) compiles the forms of an editor's
 * copy into the copy's own compiled folder the first time they open anything, and again as they
 * save; the preview's requests for compiled forms are then answered from the copy their session
 * names (editor-preview-address.ts). A compiled form of a copy is the same module as the
 * service's, run by the service's code: it imports what the service's own would, but for its
 * sibling compiled modules. Its update reaches the open previews as any compiled form's does.
 */
export function editorPreviewPlugin(options: {
  /** The folder of every editor's copy (STUDIO_WORKSPACES). */
  readonly copies: string;
  /** The signed-in editor's copy (made on their first sign-in); undefined for nobody. */
  readonly copyOf: (req: IncomingMessage) => string | undefined;
}): Plugin {
  const { copies } = options;
  let root = process.cwd();
  return {
    name: 'help-and-support:editor-preview',
    apply: 'serve',
    // Before Vite's own resolution, and its middleware after the studio's guard and gate.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer, resolveOptions) {
      const from = importer?.split('?', 1)[0];
      if (
        !from ||
        !isInside(copies, from) ||
        !from.endsWith(`${compiledFolder}/${path.basename(from)}`)
      ) {
        return null;
      }
      if (/^\.\/[^/]+$/.test(source)) return null;
      return this.resolve(source, path.join(root, compiledFolder, path.basename(from)), {
        ...resolveOptions,
        skipSelf: true,
      });
    },
    // A copy's file updates only the modules that take their own update (its compiled forms):
    // nothing in the service's graph imports a copy's module by its own address, and a change
    // Vite could not place would reload every editor's page.
    hotUpdate({ file, modules }) {
      return isInside(copies, file)
        ? modules.filter((module) => module.isSelfAccepting)
        : undefined;
    },
    configureServer(server) {
      const compiles = server.config.plugins.find(
        (plugin) => plugin.name === formValidatorsPluginName,
      )?.api as FormCompilesApi | undefined;
      if (!compiles) throw new Error('The studio for a team needs the form compiler plugin.');
      const base = server.config.base;
      server.middlewares.use((req, res, next) => {
        const ownCopy = options.copyOf(req);
        const answer = () => {
          const address = editorPreviewAddress(req.url ?? '/', {
            base,
            root,
            copies,
            ownCopy,
            exists: existsSync,
          });
          if (address.kind === 'refused') {
            res.statusCode = 404;
            res.end();
            return;
          }
          if (address.kind === 'their-copy') req.url = address.url;
          next();
        };
        if (!ownCopy) return answer();
        compiles.keepCopyCompiled(ownCopy).then(answer, next);
      });
    },
  };
}
