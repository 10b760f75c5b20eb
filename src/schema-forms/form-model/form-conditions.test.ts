import { describe, expect, it } from 'vitest';
import { conditionsOf, questionOrder, questionsBeforeTheirCondition } from './form-conditions.ts';

/** A reading asked for Gas, and inside it a second one asked only for Economy 7 Yes. */
const schema = {
  type: 'object',
  properties: { fuel: { type: 'string', enum: ['Gas', 'Electricity'] } },
  allOf: [
    {
      if: { properties: { fuel: { const: 'Gas' } } },
      then: {
        properties: { economy7: { type: 'boolean' }, reading: { type: 'string' } },
        allOf: [
          {
            if: { required: ['economy7'], properties: { economy7: { const: true } } },
            then: { properties: { low: { type: 'string' } } },
          },
        ],
      },
    },
  ],
};

describe("a form's conditions", () => {
  it('reads every if among the questions, the questions it names and those its branches ask', () => {
    expect(conditionsOf(schema)).toEqual([
      {
        pointer: '/allOf/0/if',
        tests: [{ on: 'fuel', test: { const: 'Gas' }, pointer: '/allOf/0/if/properties/fuel' }],
        dependents: ['economy7', 'reading', 'low'],
      },
      {
        pointer: '/allOf/0/then/allOf/0/if',
        tests: [
          {
            on: 'economy7',
            test: { const: true },
            pointer: '/allOf/0/then/allOf/0/if/properties/economy7',
          },
        ],
        dependents: ['low'],
      },
    ]);
  });

  it("orders the questions by ui:order, then those it leaves out, and finds one before its answer's", () => {
    const order = questionOrder(schema, { 'ui:order': ['low', 'fuel', 'economy7', 'nope'] });
    expect(order).toEqual(['low', 'fuel', 'economy7', 'reading']);
    expect(questionsBeforeTheirCondition(schema, order)).toEqual([
      { dependent: 'low', on: 'fuel', pointer: '/allOf/0/if/properties/fuel' },
      { dependent: 'low', on: 'economy7', pointer: '/allOf/0/then/allOf/0/if/properties/economy7' },
    ]);
    expect(questionsBeforeTheirCondition(schema, ['fuel', 'economy7', 'low', 'reading'])).toEqual(
      [],
    );
  });
});
