import { describe, expect, it, vi } from 'vitest';
import { sendingState } from './use-journey-send.ts';

describe("where a journey's send stands on its summary", () => {
  const tryAgain = vi.fn();
  const idle = { isSubmitting: false, takingLonger: false, tryAgain };

  it('is sending while the lead is on its way, or while busy with what must come first', () => {
    expect(sendingState(idle, false).submitting).toBe(false);
    expect(sendingState(idle, true).submitting).toBe(true);
    expect(sendingState({ ...idle, isSubmitting: true }, false).submitting).toBe(true);
  });

  it("offers 'Send again' once the send takes longer, which sends the same lead again", () => {
    const state = sendingState({ ...idle, isSubmitting: true, takingLonger: true }, false);
    expect(state.takingLonger).toBe(true);
    state.onSendAgain();
    expect(tryAgain).toHaveBeenCalledOnce();
  });
});
