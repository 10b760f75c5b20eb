import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyEnvironment } from './project-copy.ts';

/** `npm run studio` running in a copy of the project. */
export interface StudioProcess {
  readonly origin: string;
  /** What `npm run studio` printed so far. */
  readonly printed: () => string;
  readonly stop: () => void;
}

/**
 * Makes `project` a git repository of its own on main, with one commit by an editor with a name
 * (a machine may have none set), so the studio's commits can be read back.
 */
export function commitProject(project: string): (...args: string[]) => string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: project, encoding: 'utf8' }).trim();
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Editor');
  git('config', 'user.email', 'editor@example.com');
  git('add', '--all');
  git('commit', '-qm', 'Start');
  return git;
}

/**
 * Starts `npm run studio` in `project` on `port`; resolves once its first page answers. The copy
 * has no compiled validators, as a fresh clone after `npm install` has none (issue 39, item 7).
 */
export async function startStudio(
  project: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<StudioProcess> {
  for (const compiled of ['src/schema-forms/compiled', 'src/lib/content/compiled']) {
    rmSync(path.join(project, compiled), { recursive: true, force: true });
  }
  const studio: ChildProcess = spawn('npm', ['run', '--silent', 'studio'], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...copyEnvironment(project),
      STUDIO_PORT: String(port),
      STUB_LEAD_STORE: path.join(project, 'leads.jsonl'),
      ...env,
    },
    detached: true,
  });
  let printed = '';
  studio.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (studio.pid !== undefined && studio.exitCode === null) process.kill(-studio.pid, 'SIGTERM');
  };
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (studio.exitCode !== null) throw new Error(`The studio exited with ${studio.exitCode}`);
    try {
      if ((await fetch(`${origin}/studio/`)).ok) return { origin, printed: () => printed, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  stop();
  throw new Error(`The studio did not answer on ${origin}`);
}
