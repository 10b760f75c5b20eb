import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../site/query-client.ts';
import { sampleFeedbackLead } from './sample-lead.test-data.ts';
import { useLeadSubmission } from './use-lead-submission.ts';

// Stands in for the main API client: the factory runs only when something imports the module.
const mainApiLoaded = vi.hoisted(() => vi.fn());
vi.mock('../http/main-api.ts', () => {
  mainApiLoaded();
  return { mainApi: { post: () => Promise.resolve({ data: { id: 'REF-1' } }) } };
});

function Step() {
  const { submit } = useLeadSubmission('loading-test', {
    journey: 'submit-meter-read',
    step: 'meter-read',
  });
  const [reference, setReference] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit({ document: sampleFeedbackLead, idempotencyKey: 'key' }, (response) =>
          setReference(response.id),
        );
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <button type="submit">Submit</button>
      <p>Reference {reference}</p>
    </form>
  );
}

describe('the code that sends a lead', () => {
  it('is not loaded with the step, but once the customer first focuses it, and then sends', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Step />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mainApiLoaded).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await waitFor(() => expect(mainApiLoaded).toHaveBeenCalledTimes(1));

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Reference REF-1')).toBeInTheDocument();
    expect(mainApiLoaded).toHaveBeenCalledTimes(1);
  });
});
