import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSchemaForm } from './testing/render-schema-form.tsx';

const field = (name: string | RegExp) => screen.queryByRole('textbox', { name });

function today() {
  const now = new Date();
  return { day: now.getDate(), month: now.getMonth() + 1, year: now.getFullYear() };
}

/** A week before today, written as the form's example dates are: "19 11 2026". */
function aWeekAgo() {
  const now = new Date();
  const then = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7);
  return `${then.getDate()} ${then.getMonth() + 1} ${then.getFullYear()}`;
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Priya');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Shah');
  await user.type(screen.getByRole('textbox', { name: 'Telephone number' }), '07911 123456');
  const date = screen.getByRole('group', { name: 'When did you read your meter?' });
  const { day, month, year } = today();
  await user.type(within(date).getByRole('textbox', { name: 'Day' }), String(day));
  await user.type(within(date).getByRole('textbox', { name: 'Month' }), String(month));
  await user.type(within(date).getByRole('textbox', { name: 'Year' }), String(year));
}

describe('meter-read form', () => {
  // SPEC section 4: "Dual is the default and shows both fuels. Gas shows gas only. Electricity
  // shows electricity only. The Economy 7 radio defaults to No. Yes replaces the single
  // electricity reading with normal and low readings."
  it('shows the questions of the chosen fuel and of Economy 7, Dual and No by default', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({ formId: 'meter-read', onSubmit: vi.fn() });
    expect(screen.getByRole('radio', { name: 'Gas and electricity' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(field('Gas meter reading')).toBeInTheDocument();
    expect(field('Electricity meter reading')).toBeInTheDocument();
    expect(field('Normal (day) reading')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(field('Electricity meter reading')).not.toBeInTheDocument();
    expect(field('Normal (day) reading')).toBeInTheDocument();
    expect(field('Low (night) reading')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Gas only' }));
    expect(field('Gas meter reading')).toBeInTheDocument();
    expect(field(/Gas account number/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Do you have an Economy 7 meter?' })).toBeNull();
    expect(field('Normal (day) reading')).not.toBeInTheDocument();
    expect(field(/Electricity account number/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Electricity only' }));
    expect(field('Gas meter reading')).not.toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Do you have an Economy 7 meter?' }),
    ).toBeInTheDocument();
    expect(field(/Electricity account number/)).toBeInTheDocument();
  });

  it('neither validates nor submits the answers of questions no longer shown', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderSchemaForm({ formId: 'meter-read', onSubmit });
    await fillPerson(user);
    await user.type(screen.getByRole('textbox', { name: 'Gas meter reading' }), '1234567');
    await user.type(screen.getByRole('textbox', { name: 'Electricity meter reading' }), '000123');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: 'Normal (day) reading' }), '012345');
    await user.type(screen.getByRole('textbox', { name: 'Low (night) reading' }), '98765');
    await user.click(screen.getByRole('radio', { name: 'Electricity only' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const { day, month, year } = today();
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(onSubmit).toHaveBeenCalledWith({
      first_name: 'Priya',
      last_name: 'Shah',
      // Sent in its normal form, whatever the customer typed between the digits.
      telephone: '07911123456',
      fuel: 'Electricity',
      is_economy_7_radio: 'Yes',
      elec7_reading_normal: '012345',
      elec7_reading_low: '98765',
      date: `${year}-${pad(month)}-${pad(day)}`,
    });
  });

  // Issue 37: changing the fuel and back emptied what the customer typed and what came with the
  // link; the answers of a closed branch now wait for it, and are still never sent.
  it('keeps what a closed branch held for when it opens again, and sends it only then', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    await renderSchemaForm({
      formId: 'meter-read',
      onSubmit,
      onChange,
      formData: { gas_account_number: '850012345678' },
    });
    await fillPerson(user);
    await user.type(screen.getByRole('textbox', { name: 'Gas meter reading' }), '01234');
    await user.type(screen.getByRole('textbox', { name: 'Electricity meter reading' }), '5678');
    await user.click(screen.getByRole('radio', { name: 'Electricity only' }));
    await user.click(screen.getByRole('radio', { name: 'Gas only' }));
    expect(field('Gas meter reading')).toHaveValue('01234');
    expect(field(/Gas account number/)).toHaveValue('850012345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ elec_reading: expect.anything() }),
    );
    await user.click(screen.getByRole('radio', { name: 'Gas and electricity' }));
    expect(field('Electricity meter reading')).toHaveValue('5678');
    expect(field('Gas meter reading')).toHaveValue('01234');
    // A question still asked and emptied stays empty.
    await user.clear(screen.getByRole('textbox', { name: 'Electricity meter reading' }));
    await user.click(screen.getByRole('radio', { name: 'Gas only' }));
    await user.click(screen.getByRole('radio', { name: 'Gas and electricity' }));
    expect(field('Electricity meter reading')).toHaveValue('');
  });

  it('says what is wrong with a reading, an account number and the date, in the schema’s words', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({ formId: 'meter-read', onSubmit: vi.fn() });
    await user.type(screen.getByRole('textbox', { name: /Gas account number/ }), '8512345678');
    await user.type(screen.getByRole('textbox', { name: 'Gas meter reading' }), '12.5');
    const date = screen.getByRole('group', { name: 'When did you read your meter?' });
    await user.type(within(date).getByRole('textbox', { name: 'Day' }), '30');
    await user.type(within(date).getByRole('textbox', { name: 'Month' }), '2');
    await user.type(within(date).getByRole('textbox', { name: 'Year' }), '2025');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = within(screen.getByRole('alert'));
    expect(
      summary.getByText(/Enter your gas account number as it appears on your bill/),
    ).toBeInTheDocument();
    expect(
      summary.getByText('Gas meter reading must be up to 6 numbers, like 012345'),
    ).toBeInTheDocument();
    expect(
      summary.getByText(`The date you read your meter must be a real date, like ${aWeekAgo()}`),
    ).toBeInTheDocument();
    expect(summary.getByText('Enter your electricity meter reading')).toBeInTheDocument();
    expect(within(date).getByRole('textbox', { name: 'Day' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  // SPEC section 9: "The reading date is required and must fall between one month ago and
  // today." The hint's example is one a customer can copy: inside that window on the day shown.
  it("gives as the date's example a day a week ago, and accepts it when typed", async () => {
    const user = userEvent.setup();
    await renderSchemaForm({ formId: 'meter-read', onSubmit: vi.fn() });
    const date = screen.getByRole('group', { name: 'When did you read your meter?' });
    expect(date).toHaveAccessibleDescription(
      `It must be today or in the last month. For example, ${aWeekAgo()}`,
    );
    const [day = '', month = '', year = ''] = aWeekAgo().split(' ');
    await user.type(within(date).getByRole('textbox', { name: 'Day' }), day);
    await user.type(within(date).getByRole('textbox', { name: 'Month' }), month);
    await user.type(within(date).getByRole('textbox', { name: 'Year' }), year);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(screen.getByRole('alert')).queryByText(/date you read your meter/)).toBeNull();
    expect(within(date).getByRole('textbox', { name: 'Day' })).not.toHaveAttribute('aria-invalid');
  });
});
