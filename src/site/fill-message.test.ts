import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message.ts';

describe('fillMessage', () => {
  it('fills each placeholder it is given, with words or numbers', () => {
    expect(
      fillMessage('{label} must be {limit} characters or fewer', { label: 'Title', limit: 30 }),
    ).toBe('Title must be 30 characters or fewer');
  });

  it('keeps the placeholders it is not given, even names every object has', () => {
    expect(fillMessage('Read on {recentDate} ({toString})', {})).toBe(
      'Read on {recentDate} ({toString})',
    );
  });

  it('does not read a filled value again', () => {
    expect(fillMessage('{a} and {b}', { a: '{b}', b: 'two' })).toBe('{b} and two');
  });
});
