import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemaForm } from './SchemaForm';
import { preloadForm } from './use-compiled-form';

describe('SchemaForm', () => {
  it('shows an error summary that links to each field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await preloadForm('feedback-credit');
    render(<SchemaForm formId="feedback-credit" onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: "I don't want the refund" }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    await user.click(
      within(summary).getByRole('link', { name: "Tell us why you don't want the refund" }),
    );
    expect(screen.getByRole('textbox', { name: /Tell us why/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
