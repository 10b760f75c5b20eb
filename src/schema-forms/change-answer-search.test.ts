import { describe, expect, it } from 'vitest';
import { changeAnswerSearch } from './change-answer-search.ts';

describe("changeAnswerSearch: a step's search names the question to change, never an answer", () => {
  it.each(['telephoneNumber', 'address', 'gas_reading', 'address.id'])('keeps %s', (change) =>
    expect(changeAnswerSearch({ change })).toEqual({ change }),
  );

  it.each([['07911 123456'], ['ada@example.com'], [''], [42], [undefined], ['a'.repeat(101)]])(
    'drops %s',
    (change) => expect(changeAnswerSearch({ change })).toEqual({}),
  );

  it('drops any other parameter', () =>
    expect(changeAnswerSearch({ change: 'email', email: 'ada@example.com' })).toEqual({
      change: 'email',
    }));
});
