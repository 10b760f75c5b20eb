import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from './SchemaForm.tsx';

// The form's chunk never arrives, so the form stays in its loading state.
vi.mock('./form-registry.ts', () => ({ importCompiledForm: () => new Promise(() => undefined) }));

describe('SchemaForm while its form loads', () => {
  it("announces 'Loading the form…' politely, in a status region", async () => {
    // Awaited: a render that suspends inside act commits its fallback's effects only then.
    await act(async () => {
      render(<SchemaForm formId="complaint-query" onSubmit={vi.fn()} />);
    });
    expect(await screen.findByText('Loading the form…')).toHaveRole('status');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
