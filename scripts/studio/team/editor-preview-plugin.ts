import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import { compiledFolder } from '../../form-compiler/form-sources.ts';
import {
  formValidatorsPluginName,
  type FormCompilesApi,
} from '../../vite/form-validators-plugin.ts';
import { editorPreviewAddress, isInside } from './editor-preview-address.ts';
import type { Editor, EditorSessions } from './editor-session.ts';
import {
  formExamplesSavedEvent,
  type FormExamplesSavedMessage,
} from '../../../src/schema-forms/preview/form-examples-events.ts';
import { editorFolderOf } from './editor-workspaces.ts';

export interface EditorPreviewOptions {
  /** The folder of every editor's copy (STUDIO_WORKSPACES), absolute. */
  readonly copies: string;
  /** Who a request's signed session names. */
  readonly sessions: Pick<EditorSessions, 'editorOf'>;
  /** Opens the editor's copy, cloning it the first time (as the studio's own pages do). */
  readonly open: (editor: Editor) => void;
}

/**
 * Answers each request for a compiled form or a form's examples from the copy of the editor its
 * signed session names (editor-preview-address.ts), once the forms of that copy are compiled
 * (`compiled`); refuses any address into another editor's copy, or into any copy for somebody
 * not signed in.
 */
export function editorPreviewMiddleware(
  options: EditorPreviewOptions & {
    readonly base: string;
    readonly root: string;
    readonly compiled: (copy: string) => Promise<void>;
    /** Says why a copy's forms did not all compile (once per copy). */
    readonly report: (error: Error) => void;
  },
): Connect.NextHandleFunction {
  const { copies, sessions, base, root } = options;
  const compiledCopies = new Map<string, Promise<void>>();
  return (req, res, next) => {
    const editor = sessions.editorOf(req.headers);
    const ownCopy = editor ? path.join(copies, editorFolderOf(editor)) : undefined;
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
    if (!editor || !ownCopy) return answer();
    options.open(editor);
    // A form of the copy that would not compile is the service's in the preview until saved
    // again; the others are the copy's.
    let ready = compiledCopies.get(ownCopy);
    if (!ready) {
      ready = options.compiled(ownCopy).catch(options.report);
      compiledCopies.set(ownCopy, ready);
    }
    ready.then(answer, next);
  };
}

/**
 * The forms preview of the studio run for a team shows each editor their own copy (decision
 * 061): the site's form compiler (form-validators-plugin.ts) compiles the forms of an editor's
 * copy into the copy's own compiled folder the first time they open anything, and again as they
 * save; the preview's requests for compiled forms and examples are then answered from the copy
 * their session names (editorPreviewMiddleware). A compiled form of a copy is the same module as the
 * service's, run by the service's code: it imports what the service's own would, but for its
 * sibling compiled modules. Its update reaches the open previews as any compiled form's does.
 */
export function editorPreviewPlugin(options: EditorPreviewOptions): Plugin {
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
      const inCopy =
        from !== undefined &&
        isInside(copies, from) &&
        from.endsWith(`${compiledFolder}/${path.basename(from)}`);
      if (!inCopy || /^\.\/[^/]+$/.test(source)) return null;
      return this.resolve(source, path.join(root, compiledFolder, path.basename(from)), {
        ...resolveOptions,
        skipSelf: true,
      });
    },
    // A copy's file updates only the modules that take their own update (its compiled forms):
    // nothing in the service's graph imports a copy's module by its own address, and a change
    // Vite could not place would reload every editor's page. A saved examples file is announced
    // instead, and the previews of its form read their examples again (each from its own copy).
    hotUpdate({ file, modules }) {
      if (!isInside(copies, file)) return undefined;
      const examples = /[\\/]schemas[\\/]forms[\\/]([^\\/]+)[\\/]\1\.examples\.json$/.exec(file);
      if (examples?.[1] && this.environment.name === 'client') {
        const message: FormExamplesSavedMessage = { formId: examples[1] };
        this.environment.hot.send(formExamplesSavedEvent, message);
      }
      return modules.filter((module) => module.isSelfAccepting);
    },
    configureServer(server) {
      const compiles = server.config.plugins.find(
        (plugin) => plugin.name === formValidatorsPluginName,
      )?.api as FormCompilesApi | undefined;
      if (!compiles) throw new Error('The studio for a team needs the form compiler plugin.');
      server.middlewares.use(
        editorPreviewMiddleware({
          ...options,
          base: server.config.base,
          root,
          compiled: (copy) => compiles.keepCopyCompiled(copy),
          report: (error) => server.config.logger.error(`[editor-preview] ${error.message}`),
        }),
      );
    },
  };
}
