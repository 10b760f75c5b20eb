import { act, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import feedbackCredit from './compiled/feedback-credit.js';
import { preloadFormRenderer, SchemaForm } from './SchemaForm.tsx';

// The form's chunk arrives a microtask after it is asked for (in a file of its own, so nothing
// has loaded it before the test renders).
vi.mock('./form-registry.ts', () => ({
  importCompiledForm: () => Promise.resolve(feedbackCredit),
}));

// Renders with React's own root and act(), as testing-library does for its renders.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('SchemaForm whose form arrives while React waits for it', () => {
  it('shows the form with no error for React to recover from', async () => {
    await preloadFormRenderer();
    // React replays a render suspended on a promise that settles at once: a replay that then
    // skipped use() failed the hooks after it, and React recovered by rendering the whole page
    // again (its error 520, seen now and then on form steps).
    const onRecoverableError = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container, { onRecoverableError });
    await act(async () => {
      startTransition(() =>
        root.render(<SchemaForm formId="feedback-credit" onSubmit={vi.fn()} />),
      );
    });
    await vi.waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    expect(onRecoverableError.mock.calls.map(([error]) => String(error))).toEqual([]);
    root.unmount();
    container.remove();
  });
});
