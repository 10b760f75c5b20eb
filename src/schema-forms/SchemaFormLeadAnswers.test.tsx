import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompiledForm } from './compiled-form.ts';
import { renderSchemaForm } from './testing/render-schema-form.tsx';

// The compiled search form as if an editor had sent its answer to a lead (x-lead): the
// placements the form compiler lists travel with the form to onSubmit.
vi.mock('./compiled/search.js', async (importOriginal) => {
  const original = (await importOriginal()) as { default: CompiledForm };
  return {
    default: {
      ...original.default,
      leadPlacements: [
        {
          field: 'q',
          to: '/additional-information/SearchedFor',
          transform: [{ relabel: { 'meter reading': 'Meter reading' } }],
        },
      ],
    },
  };
});

describe('SchemaForm hands over the answers a schema sends to the lead', () => {
  it('with the valid answers, each at its destination, transformed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderSchemaForm({ formId: 'search', onSubmit });
    await user.type(screen.getByRole('searchbox'), '  meter reading ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ q: 'meter reading' }, [
      { to: '/additional-information/SearchedFor', value: 'Meter reading' },
    ]);
  });
});
