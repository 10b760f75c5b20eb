import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import examples from '../../schemas/forms/complaint-details/complaint-details.examples.json';
import type { ComplaintDetailsData } from './form-data.ts';
import { renderSchemaForm } from './testing/render-schema-form.tsx';
import { loadPhoneNumberRules } from './validation/checks/phone-number.ts';
import type * as PhoneNumberCheck from './validation/checks/phone-number.ts';

// The phone-number rules load once the customer starts on a form (decision 017). In a file of
// its own so that nothing has loaded them before this test.
vi.mock('./validation/checks/phone-number.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PhoneNumberCheck>();
  // `default` is read by the generated validators' import shim; the real module has none.
  return {
    ...actual,
    default: undefined,
    loadPhoneNumberRules: vi.fn(actual.loadPhoneNumberRules),
  };
});

// A valid example without its phone number, which the test types.
const answers: Partial<ComplaintDetailsData> = {
  ...(examples.examples[0]?.data as ComplaintDetailsData),
  telephoneNumber: undefined,
};

describe('SchemaForm before its phone-number rules are in', () => {
  it('keeps every answer when they cannot load, waits for them on the next submit, then checks', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const load = vi.mocked(loadPhoneNumberRules);
    const realLoad = load.getMockImplementation() ?? (() => Promise.resolve());
    load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await renderSchemaForm({ formId: 'complaint-details', onSubmit, formData: answers });
    const phone = screen.getByRole('textbox', { name: /Telephone number/ });
    await user.type(phone, '07700900123');
    const submit = screen.getByRole('button', { name: 'Next step' });
    await user.click(submit);

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveAccessibleName(
      "We couldn't check your answers. Check your internet connection, then try again. Your answers have been kept.",
    );
    expect(failure).toHaveFocus();
    expect(phone).toHaveValue('07700900123');
    expect(onSubmit).not.toHaveBeenCalled();

    // Back online, on a slow line: the submit waits for the rules and says so.
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    load.mockImplementation(() => arrived.then(realLoad));
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleName('Checking your answers…');
    arrive();

    // An Ofcom drama number: the right length, never in service.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Enter a UK or Irish telephone number');
    expect(screen.queryByText(/We couldn't check your answers/)).not.toBeInTheDocument();
    expect(submit).toHaveAccessibleName('Next step');

    await user.clear(phone);
    await user.type(phone, '07911 123456');
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ telephoneNumber: '07911123456' });
  });
});
