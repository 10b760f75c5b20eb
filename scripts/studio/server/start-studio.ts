import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { createServer, searchForWorkspaceRoot } from 'vite';
import { studioHost, studioOriginOf, studioPath, studioPortOf } from './studio-address.ts';
import { createStudioApi, type StudioApi } from './studio-api.ts';
import { serverWord } from './server-words.ts';
import { studioPlugins } from './studio-plugin.ts';
import { studioFormsPlugin } from '../settings-forms/studio-forms-modules.ts';
import { studioSettingsForms } from '../settings-forms/studio-settings-forms.ts';
import { loadStudioFiles } from '../model/studio-files.ts';
import { createStudioWorkspace } from './studio-workspace.ts';
import { editorSessions } from '../team/editor-session.ts';
import { editorWorkspaces } from '../team/editor-workspaces.ts';
import { editorPreviewPlugin } from '../team/editor-preview-plugin.ts';
import { teamGate } from '../team/team-gate.ts';
import { teamSettingsOf } from '../team/team-settings.ts';
import { demoSignInPath } from '../../../src/stub-api/handlers/identity.ts';

/**
 * `npm run studio`: the site's own Vite dev server (its embedded stub and forms preview) with
 * the studio added (studio-plugin.ts), answering on 127.0.0.1 only. The project is the current
 * folder. With `STUDIO_MODE=team` it is one service for several editors instead (decision 061):
 * they sign in, and each edits their own clone of `STUDIO_REMOTE` under `STUDIO_WORKSPACES`.
 */
const root = process.cwd();
const port = studioPortOf(process.env);
const team = teamSettingsOf(process.env, port);

function teamOptions() {
  if (!team) return undefined;
  const sessions = editorSessions({
    secret: team.sessionSecret,
    hours: team.sessionHours,
    secure: team.publicOrigin.startsWith('https:'),
  });
  const workspaces = editorWorkspaces({
    remote: team.remote,
    folder: team.workspaces,
    // Each copy's remote is the shared repository it was cloned from; publishing looks first.
    open: (copy) =>
      createStudioApi(createStudioWorkspace(copy, { remote: 'origin', checkBeforePublish: true })),
  });
  const api: StudioApi = {
    handle(req, res) {
      // The gate lets no request without a session this far.
      const editor = sessions.editorOf(req.headers);
      if (!editor) throw new Error('A request reached the studio without a session.');
      return workspaces.workspaceOf(editor).handle(req, res);
    },
  };
  return {
    api,
    // The forms preview shows the signed-in editor's copy, opened as the studio opens it.
    preview: editorPreviewPlugin({
      copies: path.resolve(root, team.workspaces),
      sessions,
      open: (editor) => workspaces.workspaceOf(editor),
    }),
    team: {
      origin: team.publicOrigin,
      // Their copy is made as they sign in, so a remote that cannot be cloned says so there.
      gate: teamGate({
        settings: team,
        sessions,
        onSignIn: (editor) => workspaces.workspaceOf(editor),
      }),
      editorOf: (req: IncomingMessage) => sessions.editorOf(req.headers),
      signInOrigin: new URL(team.identity.authorizeUrl).origin,
      // Locally the stub's demo sign-in page stands in for the provider, on the studio's origin.
      standIns: [demoSignInPath],
    },
  };
}

const forTeam = teamOptions();
// "Publish" pushes to this git remote (origin unless STUDIO_REMOTE names another).
const api =
  forTeam?.api ??
  createStudioApi(createStudioWorkspace(root, { remote: process.env.STUDIO_REMOTE ?? 'origin' }));
const server = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  // The site's own config, on the loopback address and this port only (never 0.0.0.0); for a
  // team, on the address the reverse proxy reaches, answering to the public name only.
  server: {
    host: team?.host ?? studioHost,
    port,
    strictPort: true,
    ...(team
      ? {
          allowedHosts: [new URL(team.publicOrigin).hostname],
          // Each editor's copy, for their preview (editor-preview-plugin.ts lets each reach
          // their own only).
          fs: { allow: [searchForWorkspaceRoot(root), path.resolve(root, team.workspaces)] },
        }
      : {}),
  },
  // Its own pre-bundled dependencies: its plugins make Vite's config differ from `npm run dev`'s,
  // and a shared folder would be bundled again each time one or the other starts.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite-studio',
  // Its page's dependencies too, which its plugins resolve (the site's config scans only the site's).
  optimizeDeps: { entries: ['index.html', 'scripts/studio/app/index.html'] },
  plugins: [
    ...studioPlugins({ port, api, ...(forTeam ? { team: forTeam.team } : {}) }),
    ...(forTeam ? [forTeam.preview] : []),
    // The studio's settings forms, compiled from the files as it starts (decision 044).
    studioFormsPlugin(() => studioSettingsForms(loadStudioFiles(root))),
  ],
});
await server.listen();
server.config.logger.info(
  `\n  ${
    team
      ? serverWord('startedForTeam', { address: `${team.publicOrigin}${studioPath}` })
      : serverWord('started', { address: `${studioOriginOf(port)}${studioPath}` })
  }\n`,
);
