import { describe, expect, it } from 'vitest';
import { questionEdits } from '../model/testing/question-edits.ts';

const fuel = questionEdits('meter-read', 'fuel');

describe('choices', () => {
  it('rewords a choice on one line and adds one at the end', async () => {
    const result = fuel.edit({
      op: 'set-choices',
      choices: [
        { value: 'Dual', label: 'Gas and electricity' },
        { value: 'Gas', label: 'Gas only (no electricity)' },
        { value: 'Electricity', label: 'Electricity only' },
      ],
    });
    expect(result.lines()).toEqual({
      removed: ['          "title": "Gas only"'],
      added: ['          "title": "Gas only (no electricity)"'],
    });
    const more = fuel.edit({
      op: 'set-choices',
      choices: [
        { value: 'Dual', label: 'Gas and electricity' },
        { value: 'Gas', label: 'Gas only' },
        { value: 'Electricity', label: 'Electricity only' },
        { value: 'Neither', label: 'Neither' },
      ],
    });
    expect(more.lines().added).toEqual([
      '        },',
      '        {',
      '          "const": "Neither",',
      '          "title": "Neither"',
    ]);
    await more.prettierKept();
  });

  it('moves a choice up with its hint, and gives one a hint of its own, as Prettier writes it', async () => {
    const result = fuel.edit({
      op: 'set-choices',
      choices: [
        { value: 'Dual', label: 'Gas and electricity' },
        { value: 'Electricity', label: 'Electricity only' },
        { value: 'Gas', label: 'Gas only', hint: 'You have no electricity meter with us' },
      ],
    });
    expect(result.question().oneOf).toEqual([
      { const: 'Dual', title: 'Gas and electricity' },
      { const: 'Electricity', title: 'Electricity only' },
      { const: 'Gas', title: 'Gas only', description: 'You have no electricity meter with us' },
    ]);
    await result.prettierKept();
  });

  it("keeps each choice's hint with its value when one before it is removed", () => {
    const options = questionEdits('complaint-type', 'complaintType')
      .edit({
        op: 'set-choices',
        choices: [
          { value: 'energy', label: 'Energy' },
          { value: 'installations', label: 'Installations' },
          {
            value: 'electricVehicle',
            label: 'Electric vehicle',
            hint: 'A charger or an EV tariff',
          },
        ],
      })
      .question().oneOf;
    expect(options).toEqual([
      {
        const: 'energy',
        title: 'Energy',
        description: 'Your gas or electricity supply, bills or meters',
      },
      {
        const: 'installations',
        title: 'Installations',
        description: 'A new boiler, solar panels, a heat pump or insulation',
      },
      {
        const: 'electricVehicle',
        title: 'Electric vehicle',
        description: 'A charger or an EV tariff',
      },
    ]);
  });
});
