import { describe, expect, it, vi } from 'vitest';
import { afterPagePainted } from './after-page-painted.ts';

describe('afterPagePainted', () => {
  it('runs once the next frame has been painted and the one after has begun', async () => {
    const order: string[] = [];
    afterPagePainted(() => order.push('after paint'));
    requestAnimationFrame(() => {
      order.push('frame');
      requestAnimationFrame(() => order.push('next frame'));
    });
    setTimeout(() => order.push('task before the frame'), 0);
    await vi.waitFor(() => expect(order).toContain('after paint'));
    expect(order).toEqual(['task before the frame', 'frame', 'next frame', 'after paint']);
  });

  it('waits for the page to load, its images included, before waiting for a paint', async () => {
    const ran = vi.fn();
    const loading = Object.assign(new EventTarget(), {
      document: { readyState: 'interactive' },
      requestAnimationFrame: (frame: () => void) => window.requestAnimationFrame(frame),
      setTimeout: (task: () => void) => window.setTimeout(task, 0),
    }) as unknown as Window;
    afterPagePainted(ran, loading);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).not.toHaveBeenCalled();
    loading.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(ran).toHaveBeenCalledOnce());
  });
});
