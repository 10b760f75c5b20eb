import { startViteServer, type ViteServer } from './vite-server.ts';

/** A running `vite` dev server. */
export type DevServer = ViteServer;

/**
 * Starts `vite` (the dev server) in `cwd` on `port`; resolves once it answers, which the first
 * time can take a while (it pre-bundles the dependencies). A copy of the project passes
 * `copyEnvironment(project)` (project-copy.ts) as `env`.
 */
export function startDevServer(
  port: number,
  { cwd, env }: { readonly cwd?: string; readonly env?: NodeJS.ProcessEnv } = {},
): Promise<DevServer> {
  return startViteServer([], port, { cwd, env, waitSeconds: 120 });
}
