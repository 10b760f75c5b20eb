import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settledFile } from './settled-file.ts';

const folders: string[] = [];
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFile(text: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'settled-file-'));
  folders.push(folder);
  const file = path.join(folder, 'meter-read.schema.json');
  writeFileSync(file, text);
  return file;
}

/** Whether `promise` has settled once the timers have moved on by `ms`. */
async function settledAfter(promise: { done: boolean }, ms: number): Promise<boolean> {
  await vi.advanceTimersByTimeAsync(ms);
  return promise.done;
}

function watch(promise: Promise<void>): { done: boolean } {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

describe('settledFile: a saved form file is read whole, not half-written', () => {
  it('waits while the file keeps changing and resolves once it has stayed the same', async () => {
    // Emptied first, as a save does, then written in two steps.
    const file = tempFile('');
    const settled = watch(settledFile(file, 15));
    writeFileSync(file, '{"title":');
    expect(await settledAfter(settled, 15)).toBe(false);
    writeFileSync(file, '{"title": "First name"}');
    expect(await settledAfter(settled, 15)).toBe(false);
    expect(await settledAfter(settled, 15)).toBe(true);
  });

  it('resolves after one quiet spell for a file nobody is writing', async () => {
    const settled = watch(settledFile(tempFile('{}'), 15));
    expect(await settledAfter(settled, 15)).toBe(true);
  });

  it('resolves for a file that was deleted', async () => {
    const file = tempFile('{}');
    rmSync(file);
    const settled = watch(settledFile(file, 15));
    expect(await settledAfter(settled, 15)).toBe(true);
  });

  it('stops waiting at its limit for a file that never stops changing', async () => {
    const file = tempFile('0');
    const settled = watch(settledFile(file, 10, 50));
    for (let step = 1; step <= 4; step += 1) {
      writeFileSync(file, '0'.repeat(step + 1));
      expect(await settledAfter(settled, 10)).toBe(false);
    }
    writeFileSync(file, '0'.repeat(9));
    expect(await settledAfter(settled, 10)).toBe(true);
  });

  it('gives the compile and the check, asking after one save, the same wait', async () => {
    const file = tempFile('{}');
    const forCompile = settledFile(file, 15);
    expect(settledFile(file, 15)).toBe(forCompile);
    const settled = watch(forCompile);
    expect(await settledAfter(settled, 15)).toBe(true);
    // Once settled, a later save gets a wait of its own.
    expect(settledFile(file, 15)).not.toBe(forCompile);
    await vi.advanceTimersByTimeAsync(15);
  });
});
