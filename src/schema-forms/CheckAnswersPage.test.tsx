import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import copy from '../../schemas/messages/check-answers.json';
import { useState } from 'react';
import {
  CheckAnswersPage,
  type CheckAnswersPageProps,
  type CheckAnswersSection,
} from './CheckAnswersPage.tsx';
import { composeStep, type StepProblem } from './composed-step.ts';
import { preloadStepEngine } from './step-engines.ts';

async function sections(): Promise<CheckAnswersSection[]> {
  const [details, query] = await Promise.all([
    preloadStepEngine('complaint-details'),
    preloadStepEngine('complaint-query'),
  ]);
  const changeLink = (field: string, words: React.ReactNode) => (
    <a href={`#change-${field}`}>{words}</a>
  );
  return [
    {
      heading: 'Your details',
      step: composeStep(details, {
        firstName: 'Ada',
        surname: 'Lovelace',
        email: 'ada@example.com',
        telephoneNumber: '07911123456',
        vulnerabilityConsent: true,
        address: { id: 'A-1', address: '12 High Street, Leeds, LS1 1AA' },
      }),
      changeLink,
    },
    {
      heading: 'Your enquiry',
      step: composeStep(query, { query: 'Where is my bill?', subject: 'Faulty meter' }, [
        'subject',
      ]),
      changeLink,
    },
  ];
}

/** Renders the page as a route does (its head needs the router's location); `props` may change. */
async function renderPage(initial: CheckAnswersPageProps) {
  let update: (next: CheckAnswersPageProps) => void = () => undefined;
  function Page() {
    const [current, setCurrent] = useState(initial);
    update = setCurrent;
    return <CheckAnswersPage {...current} />;
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/help-and-support/x/check-answers'] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  await screen.findByRole('heading', { level: 1 });
  return {
    rerender: (next: CheckAnswersPageProps) => act(() => update(next)),
  };
}

const journeyStep = {
  journey: 'complaints/enquiry-gas-and-electricity',
  step: 'check-answers',
} as const;

describe('CheckAnswersPage: GOV.UK check answers', () => {
  it('a heading and a summary list per step; each Change link names its question for a screen reader', async () => {
    await renderPage({
      caption: 'Making an enquiry.',
      sections: await sections(),
      submitting: false,
      onAccept: vi.fn(() => []),
      journeyStep,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.heading);
    const details = screen.getByRole('region', { name: 'Your details' });
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    // The form's questions in its order (a question content teams add shows among them too).
    const asked = [
      'First name',
      'Last name',
      'Email address',
      'Telephone number',
      'Textphone number',
      'Can we record any extra support you need?',
      'Your address',
    ];
    expect(terms.filter((term) => asked.includes(term ?? ''))).toEqual(asked);
    // jsdom's name computation drops the hidden words' leading space, which browsers keep.
    const change = within(details).getByRole('link', { name: /^Change ?telephone number$/ });
    expect(change).toHaveTextContent('Change telephone number');
    expect(change).toHaveAttribute('href', '#change-telephoneNumber');
    expect(within(details).getAllByText(copy.notProvided).length).toBeGreaterThan(0);
    const enquiry = screen.getByRole('region', { name: 'Your enquiry' });
    expect(
      within(enquiry)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Your message']);
  });

  it("'Accept and send' sends once per press, and while sending is disabled and says so", async () => {
    const onAccept = vi.fn((): readonly StepProblem[] => []);
    const shown = await sections();
    const view = await renderPage({ sections: shown, submitting: false, onAccept, journeyStep });
    await userEvent.click(screen.getByRole('button', { name: copy.send.button }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    view.rerender({ sections: shown, submitting: true, onAccept, journeyStep });
    const sending = screen.getByRole('button', { name: copy.send.sending });
    expect(sending).toBeDisabled();
    await userEvent.click(sending);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('while sending, no answer can be changed and the page says why (issue 37)', async () => {
    const shown = await sections();
    const onAccept = vi.fn(() => []);
    const view = await renderPage({ sections: shown, submitting: false, onAccept, journeyStep });
    expect(screen.getAllByRole('link', { name: /^Change/ }).length).toBeGreaterThan(0);
    view.rerender({ sections: shown, submitting: true, onAccept, journeyStep });
    expect(screen.queryAllByRole('link', { name: /^Change/ })).toEqual([]);
    expect(screen.getByText(copy.send.noChangeWhileSending)).toBeInTheDocument();
    expect(screen.getAllByText(copy.change).length).toBeGreaterThan(0);
  });

  it('answers the steps now refuse are listed in an error summary, each linking to its Change', async () => {
    const shown = await sections();
    const problem: StepProblem = {
      formId: 'complaint-details',
      error: { pointer: '/email', rule: 'format', message: 'Enter an email address' },
    };
    await renderPage({
      sections: shown,
      submitting: false,
      onAccept: () => [problem],
      journeyStep,
    });
    await userEvent.click(screen.getByRole('button', { name: copy.send.button }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter an email address' })).toHaveAttribute(
      'href',
      '#change-email',
    );
  });
});
