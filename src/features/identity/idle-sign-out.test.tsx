import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSignOutForTests } from '../../lib/identity/sign-out';
import { leaveSite } from '../../lib/navigation/leave-site';
import { ProtectedPage } from './ProtectedPage';
import { idleSettings } from './use-idle-sign-out';

vi.mock('../../lib/navigation/leave-site', () => ({ leaveSite: vi.fn() }));

const minute = 60_000;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('idle sign-out on protected pages (SPEC section 4: /logout after 15 minutes idle)', () => {
  beforeAll(() => {
    // jsdom has <dialog> but not its modal methods.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
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

  it('warns two minutes before, in a dialog with focus on "Stay signed in"', () => {
    advance(13 * minute - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    const dialog = screen.getByRole('dialog', { name: "You're about to be signed out" });
    expect(dialog).toHaveAccessibleDescription(/sign you out in 2 minutes/);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });

  it('sends an idle customer to /logout after 15 minutes, clearing the stored tariff', () => {
    localStorage.setItem('chosenTariff', 'fixed');
    advance(15 * minute);
    expect(leaveSite).toHaveBeenCalledExactlyOnceWith('/logout', 'replace');
    expect(localStorage.getItem('chosenTariff')).toBeNull();
  });

  it('counts typing as activity', () => {
    advance(12 * minute);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'a' });
    advance(12 * minute);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('keeps the customer signed in when they choose "Stay signed in"', () => {
    const textbox = screen.getByRole('textbox', { name: 'Message' });
    textbox.focus();
    advance(13 * minute);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(textbox).toHaveFocus();
    advance(12 * minute);
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('treats Escape as staying signed in', () => {
    advance(13 * minute);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(3 * minute);
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('signs out at once when the customer chooses to', () => {
    advance(13 * minute);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(leaveSite).toHaveBeenCalledExactlyOnceWith('/identity/logout', 'replace');
  });
});
