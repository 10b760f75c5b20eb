import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberSearchThatLedTo } from '../../lib/analytics/search-that-led-here.ts';
import { flushDraftWrites } from '../../lib/storage/draft-writes.ts';
import type { HelpfulSubject } from './helpful-event.ts';
import { WasThisHelpful } from './WasThisHelpful.tsx';
import { wireEveryWasThisHelpful } from './wire-was-this-helpful.ts';

const subject: HelpfulSubject = {
  about: 'article',
  name: 'how-to-read-your-meter',
  category: 'meters',
};

/** The two ways the component reaches a customer: a static help page and the app. */
const ways = {
  'on a static help page (its markup and the page script)': () => {
    const page = document.createElement('main');
    page.innerHTML = renderToStaticMarkup(<WasThisHelpful subject={subject} />);
    document.body.append(page);
    wireEveryWasThisHelpful(document);
    return () => page.remove();
  },
  'in the app': () => render(<WasThisHelpful subject={subject} />).unmount,
};

const events = () => (window.dataLayer ?? []).filter((event) => event.event === 'wasThisHelpful');
const region = () => screen.getByRole('region', { name: 'Was this page helpful?' });

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  // A draft write still waiting must not reach the next test's storage, nor a page its DOM.
  flushDraftWrites();
  for (const page of document.querySelectorAll('main')) page.remove();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe.each(Object.entries(ways))('"Was this page helpful?" %s', (_way, show) => {
  let remove: () => void;
  beforeEach(() => {
    remove = show();
  });
  afterEach(() => remove());

  it('Yes sends one answer and thanks the customer, in a live region that takes focus', async () => {
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes this page was helpful' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(events()).toEqual([expect.objectContaining({ answer: 'yes', name: subject.name })]);
    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent('Thank you for your feedback.');
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^(Yes|No)/ })).toBeNull();
    await user.keyboard('{Enter}');
    expect(events()).toHaveLength(1);
  });

  it('No shows the reasons and the box, warning against personal details, and sends nothing yet', async () => {
    const user = userEvent.setup();
    expect(screen.queryByRole('group', { name: /What was wrong/ })).toBeNull();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const reasons = screen.getByRole('group', {
      name: 'What was wrong with this page? (optional)',
    });
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['did-not-answer', 'hard-to-understand', 'wrong-or-out-of-date', 'did-not-work']);
    expect(
      within(reasons).getByRole('checkbox', { name: 'It did not answer my question' }),
    ).toHaveFocus();
    const box = screen.getByRole('textbox', { name: 'Tell us more (optional)' });
    expect(box).toHaveAccessibleDescription(/Do not include personal details/);
    expect(box).toHaveAccessibleDescription(/You can enter up to 500 characters/);
    expect(screen.getByText('You have 500 characters remaining')).toBeVisible();
    expect(events()).toEqual([]);
  });

  it('counts characters as the customer types, and refuses to send over the limit', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^No/ }));
    const box = screen.getByRole('textbox', { name: 'Tell us more (optional)' });
    await user.click(box);
    await user.keyboard('Too long');
    expect(within(region()).getByText('You have 492 characters remaining')).toBeVisible();
    await user.paste('x'.repeat(493));
    expect(
      within(region()).getByText(
        'Maximum character limit reached. You are currently 1 characters over.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(events()).toEqual([]);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      /^Error: Your comments must be 500 characters or fewer/,
    );
    await user.keyboard('{Backspace}');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAccessibleDescription(/Error/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(events()).toHaveLength(1);
  });

  it('announces the count once typing pauses, as GOV.UK does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('button', { name: /^No/ }));
    await user.click(screen.getByRole('textbox', { name: 'Tell us more (optional)' }));
    await user.keyboard('Hello');
    const live = region().querySelector('[aria-live="polite"]');
    expect(live).not.toHaveTextContent('You have 495 characters remaining');
    act(() => vi.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('You have 495 characters remaining');
  });

  it('Send sends one answer: the reasons, the words scrubbed and the search that led here', async () => {
    rememberSearchThatLedTo(location.href, 'meter SW1A 1AA');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^No/ }));
    await user.click(screen.getByRole('checkbox', { name: 'It was hard to understand' }));
    await user.click(screen.getByRole('checkbox', { name: 'Something did not work' }));
    await user.click(screen.getByRole('textbox', { name: 'Tell us more (optional)' }));
    await user.keyboard(
      'Email me at jo.bloggs@example.com or call 07700 900123, account 850000000001',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(events()).toEqual([
      {
        event: 'wasThisHelpful',
        appName: 'help-and-support',
        about: 'article',
        name: 'how-to-read-your-meter',
        category: 'meters',
        answer: 'no',
        reasons: ['hard-to-understand', 'did-not-work'],
        comment: 'Email me at [email] or call [number], account [customer-number]',
        searchTerm: 'meter [postcode]',
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('group', { name: /What was wrong/ })).toBeNull();
  });
});

/** A static help page with the question, wired by the page script; returns its main. */
function staticPage(): HTMLElement {
  const page = document.createElement('main');
  page.innerHTML = renderToStaticMarkup(<WasThisHelpful subject={subject} />);
  document.body.append(page);
  wireEveryWasThisHelpful(document);
  return page;
}

describe('"Was this page helpful?" words put back in its box', () => {
  it('keeps what was typed through a reload, and forgets it once sent', async () => {
    const user = userEvent.setup();
    const before = staticPage();
    await user.click(screen.getByRole('button', { name: /^No/ }));
    await user.click(screen.getByRole('textbox', { name: 'Tell us more (optional)' }));
    await user.keyboard('The dials picture is missing');
    before.remove();

    const after = staticPage();
    const box = screen.getByRole('textbox', { name: 'Tell us more (optional)' });
    expect(box).toBeVisible();
    expect(box).toHaveValue('The dials picture is missing');
    expect(within(after).getByText('You have 472 characters remaining')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(events()).toEqual([
      expect.objectContaining({ comment: 'The dials picture is missing' }),
    ]);
    after.remove();

    const again = staticPage();
    expect(screen.getByRole('button', { name: /^Yes/ })).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'Tell us more (optional)', hidden: true }),
    ).toHaveValue('');
    again.remove();
  });

  it('opens the box where they are, as after the app renders over a static page', () => {
    const page = staticPage();
    const box = page.querySelector('textarea') as HTMLTextAreaElement;
    box.value = 'Half a sentence';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(screen.getByRole('textbox', { name: 'Tell us more (optional)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Yes/ })).toBeNull();
    page.remove();
  });
});
