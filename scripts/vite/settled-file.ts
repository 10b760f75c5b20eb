import { statSync } from 'node:fs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Size and modification time of a file, or 'gone'. */
function signatureOf(file: string): string {
  try {
    const { size, mtimeMs } = statSync(file);
    return `${size}:${mtimeMs}`;
  } catch {
    return 'gone';
  }
}

/** Polls until the signature has held for `quietMs`, or `limitMs` has passed. */
async function waitUntilQuiet(file: string, quietMs: number, limitMs: number): Promise<void> {
  let last = signatureOf(file);
  for (let waited = 0; waited < limitMs; waited += quietMs) {
    await sleep(quietMs);
    const now = signatureOf(file);
    if (now === last) return;
    last = now;
  }
}

// One wait per file at a time: the compile and the check both ask after the same save.
const settling = new Map<string, Promise<void>>();

/**
 * Resolves once `file` has kept its size and modification time for `quietMs`, or after
 * `limitMs` whatever it does. A save is seen when the file is emptied, before its new text is
 * written, and the watcher may report the two as one change: a reader that went at once could
 * read half a file and, with no later event, never read the whole one. A wait already running
 * for the file is shared: it sees any later write too.
 */
export function settledFile(file: string, quietMs = 15, limitMs = 500): Promise<void> {
  let settled = settling.get(file);
  if (!settled) {
    settled = waitUntilQuiet(file, quietMs, limitMs).finally(() => settling.delete(file));
    settling.set(file, settled);
  }
  return settled;
}
