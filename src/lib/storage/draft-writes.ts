/**
 * Journey drafts are written to sessionStorage just after the change that made them, not inside
 * it: a keystroke's frame paints first, and a burst of keystrokes is one write of the newest
 * answers (a 30,000-character answer took 2–3 ms to store on every keystroke). Nothing waits
 * longer than `writeDelayMs`, and leaving or hiding the page, or reading any draft, writes what
 * is waiting first, so a reload, the back button or a sign-in redirect still finds every answer.
 */

interface PendingWrite {
  readonly text: string;
  readonly onError: (error: unknown) => void;
}

const writeDelayMs = 50;
const pending = new Map<string, PendingWrite>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function listenForLeaving(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushDraftWrites);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDraftWrites();
  });
}

/** Stores `text` under `key` shortly; a newer write to the same key replaces it. */
export function writeDraftSoon(key: string, text: string, onError: (error: unknown) => void) {
  pending.set(key, { text, onError });
  listenForLeaving();
  timer ??= setTimeout(flushDraftWrites, writeDelayMs);
}

/** Writes every waiting draft now. */
export function flushDraftWrites(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const writes = [...pending];
  pending.clear();
  for (const [key, { text, onError }] of writes) {
    try {
      sessionStorage.setItem(key, text);
    } catch (error) {
      onError(error);
    }
  }
}

/** Drops the waiting writes of the keys that start with `prefix` (a draft being forgotten). */
export function dropDraftWrites(prefix: string): void {
  for (const key of [...pending.keys()]) if (key.startsWith(prefix)) pending.delete(key);
}
