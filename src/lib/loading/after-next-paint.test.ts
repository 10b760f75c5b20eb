import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

describe('afterNextPaint', () => {
  it('runs after the next frame has been painted, not in the frame nor before it', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after paint'));
    requestAnimationFrame(() => order.push('frame'));
    setTimeout(() => order.push('task before the frame'), 0);
    await vi.waitFor(() => expect(order).toContain('after paint'));
    expect(order).toEqual(['task before the frame', 'frame', 'after paint']);
  });
});
