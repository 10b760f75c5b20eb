import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSignOutForTests } from '../../lib/identity/sign-out.ts';
import { leaveSite } from '../../lib/navigation/leave-site.ts';
import { ProtectedPage } from './ProtectedPage.tsx';
import { idleSettings } from './use-idle-sign-out.ts';

vi.mock('../../lib/navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

const minute = 60_000;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const warningName = "You're about to be signed out";
const queryWarning = () => screen.queryByRole('dialog', { name: warningName });

/** What a customer does on the page, each an event the idle timer counts as activity. */
const activities = {
  typing: () => fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'a' }),
  'moving the pointer': () => fireEvent.mouseMove(document.body, { clientX: 40, clientY: 40 }),
  clicking: () => fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Message' })),
  'scrolling with the wheel': () => fireEvent.wheel(document.body, { deltaY: 120 }),
  'touching the screen': () => fireEvent.touchStart(document.body),
};

describe('idle sign-out on protected pages (SPEC section 4: /logout after 15 minutes idle)', () => {
  const showModal = vi.fn(function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const show = vi.fn();

  beforeAll(() => {
    // jsdom has <dialog> but not its methods: these record which one opened the warning.
    HTMLDialogElement.prototype.showModal = showModal;
    HTMLDialogElement.prototype.show = show;
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  beforeEach(() => {
    vi.useFakeTimers();
    // react-idle-timer keeps the timers it found at import; this hands it the fake ones.
    createMocks();
    vi.clearAllMocks();
    document.cookie = 'cognito_id_token=id; Path=/';
    document.cookie = 'access_token=acc; Path=/';
    render(
      <ProtectedPage returnPath="/help-and-support/deals">
        <label>
          Message <textarea />
        </label>
      </ProtectedPage>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    resetSignOutForTests();
  });

  it('uses the SPEC settings: 15-minute logout, debounce 500 ms, event throttle 200 ms', () => {
    expect(idleSettings).toMatchObject({
      timeout: 15 * minute,
      debounce: 500,
      eventsThrottle: 200,
    });
    expect(idleSettings.promptBeforeIdle).toBeGreaterThanOrEqual(2 * minute);
  });

  it('warns after 13 minutes idle, in a modal dialog with focus on "Stay signed in"', () => {
    advance(13 * minute - 1);
    expect(queryWarning()).not.toBeInTheDocument();
    advance(1);
    const dialog = screen.getByRole('dialog', { name: warningName });
    // Only an answer keeps the session, so the warning promises nothing for other activity.
    expect(dialog).toHaveAccessibleDescription(
      "For your security, we'll sign you out in 2 minutes unless you choose to stay signed in.",
    );
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    // Modal (GOV.UK timeout warning): the browser makes the page behind it inert.
    expect(showModal).toHaveBeenCalledOnce();
    expect(show).not.toHaveBeenCalled();
  });

  it('sends a customer who makes no choice to /logout 2 minutes after the warning, clearing the stored tariff', () => {
    localStorage.setItem('chosenTariff', 'fixed');
    advance(13 * minute);
    expect(queryWarning()).toBeInTheDocument();
    advance(2 * minute - 1);
    expect(leaveSite).not.toHaveBeenCalled();
    advance(1);
    expect(leaveSite).toHaveBeenCalledExactlyOnceWith('/logout', 'replace');
    expect(localStorage.getItem('chosenTariff')).toBeNull();
    expect(queryWarning()).not.toBeInTheDocument();
  });

  it.each(Object.entries(activities))(
    'counts %s before the warning as activity: the 13 minutes start again',
    (_activity, doActivity) => {
      advance(12 * minute);
      doActivity();
      advance(13 * minute - 1);
      expect(queryWarning()).not.toBeInTheDocument();
      advance(1);
      expect(queryWarning()).toBeInTheDocument();
      expect(leaveSite).not.toHaveBeenCalled();
    },
  );

  it.each(Object.entries(activities))(
    'takes only an answer once the warning shows: %s behind it neither closes it nor postpones the sign-out',
    (_activity, doActivity) => {
      advance(13 * minute);
      doActivity();
      advance(2 * minute - 1);
      expect(queryWarning()).toBeInTheDocument();
      advance(1);
      expect(leaveSite).toHaveBeenCalledExactlyOnceWith('/logout', 'replace');
    },
  );

  it('keeps the session when the customer chooses "Stay signed in", and restarts the 15 minutes', () => {
    const textbox = screen.getByRole('textbox', { name: 'Message' });
    textbox.focus();
    advance(13 * minute);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(queryWarning()).not.toBeInTheDocument();
    expect(textbox).toHaveFocus();
    advance(13 * minute - 1);
    expect(queryWarning()).not.toBeInTheDocument();
    advance(1);
    expect(queryWarning()).toBeInTheDocument();
    advance(2 * minute);
    expect(leaveSite).toHaveBeenCalledExactlyOnceWith('/logout', 'replace');
  });

  it('treats Escape as staying signed in', () => {
    advance(13 * minute);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(queryWarning()).not.toBeInTheDocument();
    advance(13 * minute - 1);
    expect(queryWarning()).not.toBeInTheDocument();
    expect(leaveSite).not.toHaveBeenCalled();
    advance(1);
    expect(queryWarning()).toBeInTheDocument();
  });

  it('signs out at once, to the sign-out address, when the customer chooses to', () => {
    advance(13 * minute);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(leaveSite).toHaveBeenCalledExactlyOnceWith('/identity/logout', 'replace');
    advance(2 * minute);
    expect(leaveSite).toHaveBeenCalledOnce();
  });
});
