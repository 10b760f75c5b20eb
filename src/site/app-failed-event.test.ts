import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appFailedEvent } from './app-failed-event.ts';

describe('the event that says the app could not start', () => {
  it('is the one the prerendered page start script dispatches', () => {
    const startScript = readFileSync('src/app/prerender/start-after-paint.ts', 'utf8');
    expect(startScript).toContain(`new Event('${appFailedEvent}')`);
  });
});
