import type { Browser } from '@playwright/test';
import { reachComplaintQueryStep } from '../../tests/browser/support/complaint-steps.ts';

/** Input latency of keystrokes, from the browser's Event Timing entries. */
export interface KeystrokeLatency {
  readonly keystrokes: number;
  /** The slowest keystroke: what INP reports for fewer than 50 interactions. */
  readonly worstMs: number;
  readonly note: string;
}

const queryLength = 30_000;
const keystrokes = 25;
// Event Timing reports nothing faster than its 16 ms threshold; those keystrokes count as 16.
const threshold = 16;

/** What the page keeps of the keystrokes' Event Timing entries, on `window`. */
interface KeystrokeStore {
  /** The longest entry of each interaction, by its id. */
  keystrokeTimings: Record<number, number>;
  /** When the last keystroke's handler ran, and its interaction once its entry has arrived. */
  lastKeyAt?: number;
  lastKeyInteraction?: number;
}

/**
 * Types into the complaint query step's text box holding 30000 characters and reads each
 * keystroke's latency (input delay + processing + next paint) from `PerformanceObserver`
 * entries of type 'event', grouped by interaction.
 */
export async function measureKeystrokeLatency(
  browser: Browser,
  origin: string,
): Promise<KeystrokeLatency> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    const query = await reachComplaintQueryStep(page);
    await query.focus();
    await page.keyboard.insertText('x'.repeat(queryLength));
    await page.evaluate((durationThreshold) => {
      const store = window as unknown as KeystrokeStore;
      store.keystrokeTimings = {};
      new PerformanceObserver((list) => {
        // Event Timing's interactionId is newer than TypeScript's DOM types.
        for (const entry of list.getEntries() as (PerformanceEventTiming & {
          interactionId?: number;
        })[]) {
          if (!entry.interactionId) continue;
          const { lastKeyAt } = store;
          if (
            lastKeyAt !== undefined &&
            entry.processingStart <= lastKeyAt &&
            lastKeyAt <= entry.processingEnd
          ) {
            store.lastKeyInteraction = entry.interactionId;
          }
          const previous = store.keystrokeTimings[entry.interactionId] ?? 0;
          store.keystrokeTimings[entry.interactionId] = Math.max(previous, entry.duration);
        }
      }).observe({ type: 'event', durationThreshold, buffered: false } as PerformanceObserverInit);
    }, threshold);
    for (let index = 0; index < keystrokes; index += 1) {
      await page.keyboard.press('a');
      // Let the frame paint so each keystroke is its own interaction, as a person types.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
      );
    }
    // Entries arrive after the paint of their keystroke, in the order the frames painted, and
    // keystrokes under the threshold never arrive: one more keystroke, held over the threshold,
    // always does, and once it has, every keystroke before it has too. It is not counted.
    await page.evaluate((holdMs) => {
      const store = window as unknown as KeystrokeStore;
      document.addEventListener(
        'keydown',
        () => {
          store.lastKeyAt = performance.now();
          while (performance.now() - store.lastKeyAt < holdMs) {
            // held, so that Event Timing reports it
          }
        },
        { once: true, capture: true },
      );
    }, 2 * threshold);
    await page.keyboard.press('a');
    const lastKey = await page.waitForFunction(
      () => (window as unknown as KeystrokeStore).lastKeyInteraction,
    );
    const lastKeyInteraction = (await lastKey.jsonValue()) as number;
    const measured = Object.entries(
      await page.evaluate(() => (window as unknown as KeystrokeStore).keystrokeTimings),
    )
      .filter(([interaction]) => Number(interaction) !== lastKeyInteraction)
      .map(([, duration]) => duration);
    const timings = [
      ...measured,
      ...Array<number>(Math.max(0, keystrokes - measured.length)).fill(threshold),
    ];
    return {
      keystrokes,
      worstMs: Math.max(...timings),
      note:
        `${keystrokes} keystrokes typed into a ${queryLength}-character query on the complaint query step; ` +
        `${keystrokes - measured.length} were under the ${threshold} ms reporting threshold and count as ${threshold} ms. ` +
        'Chromium headless on this machine, no CPU throttling.',
    };
  } finally {
    await context.close();
  }
}
