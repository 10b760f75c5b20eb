import path from 'node:path';
import { createServer } from 'vite';
import { studioHost, studioOriginOf, studioPath, studioPortOf } from './studio-address.ts';
import { createStudioApi } from './studio-api.ts';
import { serverWord } from './server-words.ts';
import { studioPlugins } from './studio-plugin.ts';
import { studioFormsPlugin } from '../settings-forms/studio-forms-modules.ts';
import { studioSettingsForms } from '../settings-forms/studio-settings-forms.ts';
import { loadStudioFiles } from '../model/studio-files.ts';
import { createStudioWorkspace } from './studio-workspace.ts';

/**
 * `npm run studio`: the site's own Vite dev server (its embedded stub and forms preview) with
 * the studio added (studio-plugin.ts), answering on 127.0.0.1 only. The project is the current
 * folder.
 */
const root = process.cwd();
const port = studioPortOf(process.env);
// "Publish" pushes to this git remote (origin unless STUDIO_REMOTE names another).
const workspace = createStudioWorkspace(root, { remote: process.env.STUDIO_REMOTE ?? 'origin' });
const server = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  // The site's own config, on the loopback address and this port only (never 0.0.0.0).
  server: { host: studioHost, port, strictPort: true },
  // Its own pre-bundled dependencies: its plugins make Vite's config differ from `npm run dev`'s,
  // and a shared folder would be bundled again each time one or the other starts.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite-studio',
  // Its page's dependencies too, which its plugins resolve (the site's config scans only the site's).
  optimizeDeps: { entries: ['index.html', 'scripts/studio/app/index.html'] },
  plugins: [
    ...studioPlugins({
      port,
      api: createStudioApi(workspace),
    }),
    // The studio's settings forms, compiled from the files as it starts (decision 044).
    studioFormsPlugin(() => studioSettingsForms(loadStudioFiles(root))),
  ],
});
await server.listen();
server.config.logger.info(
  `\n  ${serverWord('started', { address: `${studioOriginOf(port)}${studioPath}` })}\n`,
);
