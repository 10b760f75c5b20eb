import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSchemaForm } from '../../testing/render-schema-form.tsx';
import { createFormAjv } from '../../validation/create-form-ajv.ts';
import { characterCountStatus, countCharacters } from '../../character-count-status.ts';

const over = 'Maximum character limit reached. You are currently {over} characters over.';

describe('character count', () => {
  it.each([
    ['', 0],
    ['My meter is broken', 18],
    ['Bills 💷 and 🔥', 13],
    ['\u{1F469}\u200D\u{1F527}', 3],
    ['lone \uD83D surrogate', 16],
  ])('counts %j as %i characters, as the schema’s maxLength does', (text, count) => {
    expect(countCharacters(text)).toBe(count);
    const fits = createFormAjv().compile({ type: 'string', maxLength: count });
    expect(fits(text)).toBe(true);
    if (count > 0) {
      expect(createFormAjv().compile({ type: 'string', maxLength: count - 1 })(text)).toBe(false);
    }
  });

  it.each([
    [0, 'You have 30,000 characters remaining'],
    [29999, 'You have 1 character remaining'],
    [30000, 'You have 0 characters remaining'],
    // SPEC section 5: "Beyond that the message 'Maximum character limit reached. You are
    // currently N characters over.' shows."
    [30001, 'Maximum character limit reached. You are currently 1 characters over.'],
    [30005, 'Maximum character limit reached. You are currently 5 characters over.'],
  ])('with %i characters typed says "%s"', (count, message) => {
    expect(characterCountStatus(count, 30000, over)).toBe(message);
  });

  it('counts as the customer types, ties the limit to the textarea and has a polite live region', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({
      formId: 'complaint-query',
      onSubmit: vi.fn(),
      hiddenFields: ['subject'],
    });
    const textarea = screen.getByRole('textbox', { name: 'Your message' });
    expect(textarea).toHaveAccessibleDescription(
      expect.stringContaining('You can enter up to 30,000 characters'),
    );
    await user.type(textarea, 'Hello');
    expect(
      screen.getByText('You have 29,995 characters remaining', { selector: '[aria-hidden]' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  });

  it('over the limit, shows the schema’s message under the box and, on submit, as the error', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({
      formId: 'complaint-query',
      onSubmit: vi.fn(),
      hiddenFields: ['subject'],
      formData: { query: 'a'.repeat(30002) },
    });
    const message = 'Maximum character limit reached. You are currently 2 characters over.';
    expect(screen.getByText(message, { selector: '[aria-hidden]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
  });
});
