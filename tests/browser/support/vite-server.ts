import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { basePath } from '../../../src/site/site-paths.ts';

/** A running `vite` server: the dev server or `vite preview`. */
export interface ViteServer {
  readonly origin: string;
  /** Stops it and the processes it started. */
  readonly close: () => void;
}

/**
 * Starts `vite` with `args` (`['preview', ...]` for the preview server) on `port`, in a process
 * group of its own so `close` stops what it started too; resolves once the site's home answers,
 * waiting at most `waitSeconds`.
 */
export async function startViteServer(
  args: readonly string[],
  port: number,
  {
    cwd = process.cwd(),
    env = process.env,
    waitSeconds,
  }: { readonly cwd?: string; readonly env?: NodeJS.ProcessEnv; readonly waitSeconds: number },
): Promise<ViteServer> {
  const origin = `http://127.0.0.1:${port}`;
  // A server left on the port would answer the first poll below before the new one (started with
  // --strictPort) could fail, and the caller would measure or test whatever that one serves.
  if (await answers(origin)) {
    throw new Error(`Something already answers on ${origin}: stop it, or choose another port`);
  }
  const server = spawn('npx', ['vite', ...args, '--port', String(port), '--strictPort'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    detached: true,
  });
  const name = ['vite', ...args.slice(0, 1)].join(' ');
  const close = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const pollMs = 250;
  for (let waited = 0; waited < waitSeconds * 1000; waited += pollMs) {
    if (server.exitCode !== null) throw new Error(`${name} exited with ${server.exitCode}`);
    if (await answers(origin)) return { origin, close };
    await sleep(pollMs);
  }
  close();
  throw new Error(`${name} did not answer on ${origin} within ${waitSeconds} s`);
}

/** Whether the site's home answers on `origin`. */
async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}${basePath}/`)).ok;
  } catch {
    return false; // nothing listening
  }
}
