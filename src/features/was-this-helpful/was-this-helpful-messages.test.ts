import { describe, expect, it } from 'vitest';
import { wasThisHelpfulMessages as words } from './was-this-helpful-messages.ts';

describe('the words of "Was this page helpful?" (schemas/messages/was-this-helpful.json)', () => {
  it('offers a few reasons, each with an id analytics can keep and words to show', () => {
    const ids = words.reasons.map((reason) => reason.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reason of words.reasons) {
      expect(reason.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(reason.label.trim()).not.toBe('');
    }
  });

  it('warns against personal details beside the box, which has a limit', () => {
    expect(words.commentHint).toMatch(/personal details/);
    expect(Number.isInteger(words.maxLength) && words.maxLength > 0).toBe(true);
    expect(words.tooLong).toContain('{limit}');
    expect(words.charactersOver).toContain('{over}');
  });

  it('is plain text: no markup reaches the customer as typed', () => {
    const texts = JSON.stringify(words);
    expect(texts).not.toMatch(/<\s*[a-zA-Z!/]/);
  });
});
