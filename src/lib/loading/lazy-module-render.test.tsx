import { act, Suspense, use, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module.ts';
import type { LazyModule } from './load-once.ts';

/** A component that renders a lazy module as the site's do: use() on every render, hooks after. */
function Shows({ module }: { module: LazyModule<{ words: string }> }) {
  const { words } = use(module());
  const shouted = useMemo(() => words.toUpperCase(), [words]);
  return <p>{shouted}</p>;
}

// Renders with React's own root and act(), as testing-library does for its renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('a lazily loaded module in a render', () => {
  it('once loaded renders at once, without showing the loading state', async () => {
    const module = lazyModule(() => Promise.resolve({ words: 'loaded' }));
    await module();
    // The promise is marked for use() a microtask after it settles.
    await Promise.resolve();
    const onRecoverableError = vi.fn();
    const container = document.createElement('div');
    const root = createRoot(container, { onRecoverableError });
    act(() => {
      root.render(
        <Suspense fallback="Loading">
          <Shows module={module} />
        </Suspense>,
      );
    });
    expect(container.textContent).toBe('LOADED');
    root.unmount();
  });
});
