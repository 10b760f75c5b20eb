import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../../tests/setup/stub-server.ts';
import { clearJourneyDrafts } from '../../../lib/storage/draft-atom.ts';
import { renderSchemaForm } from '../../testing/render-schema-form.tsx';

const problemTitle = "Unfortunately, we're having technical problems at the moment.";
const problemText =
  'There was a problem saving your address. Either stay on this page and try again in a few moments, or try again later.';

async function fillManualAddress(user: ReturnType<typeof userEvent.setup>) {
  const group = screen.getByRole('group', { name: 'Your address' });
  await user.type(
    within(group).getByRole('textbox', { name: 'House name or number' }),
    'Rose Cottage',
  );
  await user.type(within(group).getByRole('textbox', { name: 'Street' }), 'Mill Street');
  await user.type(within(group).getByRole('textbox', { name: 'Town or city' }), 'Exeter');
  await user.type(within(group).getByRole('textbox', { name: 'Postcode' }), 'EX1 1AA');
  return group;
}

describe('address field', () => {
  it('finds addresses by postcode and lists each with its house name or number; the chosen one is the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderSchemaForm({ formId: 'feedback-details', onSubmit: vi.fn(), onChange });
    const group = screen.getByRole('group', { name: 'Your address' });
    await user.type(within(group).getByRole('textbox', { name: 'Postcode' }), 'LS1 1AA');
    await user.click(within(group).getByRole('button', { name: 'Find address' }));
    const list = await within(group).findByRole('combobox', { name: 'Select your address' });
    const options = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('6 addresses found');
    expect(options).toContain('Rose Cottage Station Road, Norwich, LS1 1AA');
    await user.selectOptions(list, 'Rose Cottage Station Road, Norwich, LS1 1AA');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        address: expect.objectContaining({ id: 'LS11AA-4', houseName: 'Rose Cottage' }),
      }),
    );
  });

  it('asks for a real postcode before looking it up', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({ formId: 'feedback-details', onSubmit: vi.fn() });
    const group = screen.getByRole('group', { name: 'Your address' });
    await user.type(within(group).getByRole('textbox', { name: 'Postcode' }), 'not a postcode');
    await user.click(within(group).getByRole('button', { name: 'Find address' }));
    expect(within(group).getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      'Error: Enter a real postcode, like SW1A 1AA',
    );
  });

  it('shows the address alert of SPEC section 8 when the lookup fails', async () => {
    stubServer.use(
      http.get('*/v1/addresses', () =>
        HttpResponse.json({ errors: [{ status: '500' }] }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderSchemaForm({ formId: 'feedback-details', onSubmit: vi.fn() });
    const group = screen.getByRole('group', { name: 'Your address' });
    await user.type(within(group).getByRole('textbox', { name: 'Postcode' }), 'LS1 1AA');
    await user.click(within(group).getByRole('button', { name: 'Find address' }));
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent(problemTitle);
    expect(alert).toHaveTextContent(problemText);
  });

  it("starts on manual entry where the UI schema says so, and saves the address, saying we're checking", async () => {
    let release: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posted: unknown;
    stubServer.use(
      http.post('*/v1/addresses', async ({ request }) => {
        posted = await request.json();
        await saved;
        return HttpResponse.json(
          { data: { type: 'addresses', id: 'MAN-42', attributes: { isManual: true } } },
          { status: 201, headers: { 'Content-Type': 'application/vnd.api+json' } },
        );
      }),
    );
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn(), onChange });
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    const group = await fillManualAddress(user);
    await user.click(within(group).getByRole('button', { name: 'Use this address' }));
    expect(
      await within(group).findByText(
        "We're checking your details. This will take a few seconds. Please don't refresh this page or close your browser.",
      ),
    ).toBeInTheDocument();
    release();
    expect(
      await within(group).findByText('Rose Cottage Mill Street, Exeter, EX1 1AA'),
    ).toBeInTheDocument();
    expect(posted).toEqual({
      data: {
        type: 'addresses',
        attributes: expect.objectContaining({
          addressLine1: 'Rose Cottage Mill Street',
          houseName: 'Rose Cottage',
          postalTown: 'Exeter',
          postcode: 'EX1 1AA',
          isManual: true,
        }),
      },
    });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ id: 'MAN-42' }) }),
    );
    // SPEC section 5: "The 'Next step' button appears only once an address is chosen."
    expect(screen.getByRole('button', { name: 'Next step' })).toBeInTheDocument();
  });

  it('keeps what was typed and shows the alert when saving fails', async () => {
    stubServer.use(
      http.post('*/v1/addresses', () =>
        HttpResponse.json({ errors: [{ status: '500' }] }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn() });
    const group = await fillManualAddress(user);
    await user.click(within(group).getByRole('button', { name: 'Use this address' }));
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent(problemTitle);
    expect(alert).toHaveTextContent(problemText);
    expect(within(group).getByRole('textbox', { name: 'Street' })).toHaveValue('Mill Street');
  });

  it('keeps the lines typed by hand through a reload before they are used, in sessionStorage only', async () => {
    const user = userEvent.setup();
    const first = await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn() });
    await fillManualAddress(user);
    first.unmount();
    await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn() });
    const group = screen.getByRole('group', { name: 'Your address' });
    expect(within(group).getByRole('textbox', { name: 'House name or number' })).toHaveValue(
      'Rose Cottage',
    );
    expect(within(group).getByRole('textbox', { name: 'Street' })).toHaveValue('Mill Street');
    expect(within(group).getByRole('textbox', { name: 'Town or city' })).toHaveValue('Exeter');
    expect(within(group).getByRole('textbox', { name: 'Postcode' })).toHaveValue('EX1 1AA');
    expect(localStorage.length).toBe(0);
  });

  it('keeps the postcode typed into the finder, and the way the customer took, through a reload', async () => {
    const user = userEvent.setup();
    const first = await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Find the address by postcode instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS1 1AA');
    first.unmount();
    await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn() });
    expect(screen.getByRole('button', { name: 'Find address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('LS1 1AA');
  });

  it('a sign-out forgets what was typed, with every other draft', async () => {
    const user = userEvent.setup();
    const first = await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn() });
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Mill Street');
    first.unmount();
    clearJourneyDrafts();
    await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn() });
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('');
  });

  it("each form's address question keeps its own draft", async () => {
    const user = userEvent.setup();
    // Each form's own address question: content teams may add others beside it.
    const yourAddress = () => within(screen.getByRole('group', { name: 'Your address' }));
    const complaint = await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn() });
    await user.type(yourAddress().getByRole('textbox', { name: 'Street' }), 'Mill Street');
    complaint.unmount();
    await renderSchemaForm({ formId: 'feedback-details', onSubmit: vi.fn() });
    await user.click(yourAddress().getByRole('button', { name: 'Enter the address yourself' }));
    expect(yourAddress().getByRole('textbox', { name: 'Street' })).toHaveValue('');
  });

  it('asks for the lines it needs before saving', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({ formId: 'complaint-details', onSubmit: vi.fn() });
    const group = screen.getByRole('group', { name: 'Your address' });
    await user.click(within(group).getByRole('button', { name: 'Use this address' }));
    expect(within(group).getByRole('textbox', { name: 'Street' })).toHaveAccessibleDescription(
      'Error: Enter the street',
    );
  });
});
