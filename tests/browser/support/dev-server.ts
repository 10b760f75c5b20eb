import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** A running `vite` dev server. */
export interface DevServer {
  readonly origin: string;
  /** Stops it and the processes it started. */
  readonly close: () => void;
}

/**
 * Starts `vite` (the dev server) in `cwd` on `port`; resolves once it answers, which the first
 * time can take a while (it pre-bundles the dependencies). A copy of the project passes
 * `copyEnvironment(project)` (project-copy.ts) as `env`.
 */
export async function startDevServer(
  port: number,
  {
    cwd = process.cwd(),
    env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  }: { readonly cwd?: string; readonly env?: NodeJS.ProcessEnv } = {},
): Promise<DevServer> {
  const server = spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const close = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`vite exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/help-and-support/`)).ok) return { origin, close };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  close();
  throw new Error(`The dev server did not answer on ${origin} within 120 s`);
}
