import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageTitle } from '../site/page-title.ts';
import type { AddressValue } from './form-data.ts';
import { importCompiledForm } from './form-registry.ts';
import { renderSchemaForm } from './testing/render-schema-form.tsx';

const address: AddressValue = { id: 'LS11AA-2', address: '5 Church Lane, Leeds, LS1 1AA' };

describe('SchemaForm', () => {
  it("on a submit with errors shows 'There is a problem', focused, and each link moves focus to its field", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    // SPEC section 5: "The 'Next step' button appears only once an address is chosen."
    await renderSchemaForm({ formId: 'complaint-details', onSubmit, formData: { address } });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Sian');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    // The first submit may wait for the phone-number rules, which load as the customer starts.
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('heading', { name: 'There is a problem' }),
    ).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your last name',
      'Enter your email address',
      'Enter your telephone number',
      'Select yes if we can record any extra support you need',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Enter your email address' }));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveFocus();
    await user.click(
      within(summary).getByRole('link', {
        name: 'Select yes if we can record any extra support you need',
      }),
    );
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ties the inline error (above the input) and the hint to the input with aria-describedby', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({
      formId: 'complaint-details',
      onSubmit: vi.fn(),
      formData: { address },
    });
    const email = screen.getByRole('textbox', { name: /Email address/ });
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'sian.example.com');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      "We'll send your reference number to this address Error: Enter an email address in the correct format, like name@example.com",
    );
    const error = document.getElementById(
      email.getAttribute('aria-describedby')?.split(' ')[1] ?? '',
    );
    expect(error?.compareDocumentPosition(email)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("adds 'Error: ' to the page title while errors show, and only then", async () => {
    const user = userEvent.setup();
    const title = pageTitle('Tell us what happened');
    document.head.innerHTML = '';
    document.title = title;
    await renderSchemaForm({ formId: 'complaint-query', onSubmit: vi.fn(), pageTitle: title });
    expect(document.title).toBe(title);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.title).toBe(`Error: ${title}`);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'What is it about?' }),
      'Faulty meter',
    );
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Blank display');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('validates on submit, then live only for the fields already in error', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({
      formId: 'feedback-details',
      onSubmit: vi.fn(),
      formData: { address },
    });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Tomás');
    const email = screen.getByRole('textbox', { name: /Email address/ });
    // Nothing is said before the first submit, however wrong the answer.
    await user.type(email, 'wrong');
    expect(screen.queryAllByText(/correct format/)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText(/correct format/)).toBeInTheDocument();
    expect(within(summary).getByText('Enter your telephone number')).toBeInTheDocument();
    // Fixing the email clears its error at once; the phone stays in error until it is fixed.
    await user.type(email, '@example.com');
    expect(screen.queryAllByText(/correct format/)).toEqual([]);
    expect(within(summary).getByText('Enter your telephone number')).toBeInTheDocument();
    // Breaking a field that was fine waits for the next submit.
    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    expect(screen.queryAllByText('Enter your first name')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      within(screen.getByRole('alert')).getByText('Enter your first name'),
    ).toBeInTheDocument();
  });

  it('leaves hidden fields out: not shown, not validated, not submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderSchemaForm({
      formId: 'complaint-query',
      onSubmit,
      hiddenFields: ['subject'],
      formData: { subject: 'Faulty meter', query: '' },
    });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Top-up not received');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ query: 'Top-up not received' });
  });

  it('while submitting, the button is disabled and says so in the UI schema’s words', async () => {
    const { rerender } = await renderSchemaForm({
      formId: 'feedback-credit',
      onSubmit: vi.fn(),
    });
    expect(screen.getByRole('button', { name: "I don't want the refund" })).toBeEnabled();
    const { SchemaForm } = await import('./SchemaForm.tsx');
    rerender(<SchemaForm formId="feedback-credit" onSubmit={vi.fn()} submitting />);
    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();
  });

  it('hands onChange every change and onSubmit only valid data', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    await renderSchemaForm({ formId: 'search', onChange, onSubmit });
    await user.type(screen.getByRole('searchbox', { name: 'Search help and support' }), 'ab');
    expect(onChange).toHaveBeenLastCalledWith({ q: 'ab' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ q: 'ab' });
  });

  it('refuses an unknown form id, naming it and the known ones', async () => {
    await expect(importCompiledForm('meter-reed')).rejects.toThrow(
      /Unknown form "meter-reed". Known forms: complaint-details, .*meter-read/,
    );
  });

  it('shows the errors of its data at once for the editors’ preview, without taking focus', async () => {
    await renderSchemaForm({
      formId: 'search',
      onSubmit: vi.fn(),
      formData: { q: '   ' },
      showErrorsOnMount: true,
      idPrefix: 'preview-1',
    });
    await act(async () => {});
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: "Enter what you're looking for" }),
    ).toHaveAttribute('href', '#preview-1_q');
    expect(summary).not.toHaveFocus();
  });
});
