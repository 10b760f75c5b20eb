import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendInSmallTasks } from './append-in-small-tasks.ts';

const links = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const link = document.createElement('link');
    link.href = `/help-and-support/assets/chunk-${index}.js`;
    return link;
  });

describe('starting requests a few per task', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('appends the first group at once and each further group in a later task, in order', async () => {
    vi.useFakeTimers();
    const elements = links(10);
    const done = appendInSmallTasks(document.head, elements, 4);
    expect(document.head.children).toHaveLength(4);
    await vi.advanceTimersToNextTimerAsync();
    expect(document.head.children).toHaveLength(8);
    await vi.advanceTimersToNextTimerAsync();
    await done;
    expect([...document.head.children]).toEqual(elements);
  });

  it('resolves at once when one task holds them all', async () => {
    await appendInSmallTasks(document.head, links(3), 4);
    expect(document.head.children).toHaveLength(3);
  });
});
