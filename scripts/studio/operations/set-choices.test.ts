import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import {
  applied,
  expectPrettierKept,
  linesOf,
  parsed,
} from '../model/testing/real-studio-files.ts';

const meterRead = formFilesOf('meter-read');

describe('choices', () => {
  it('rewords a choice on one line and adds one at the end', async () => {
    const result = applied({
      op: 'set-choices',
      formId: 'meter-read',
      field: 'fuel',
      choices: [
        { value: 'Dual', label: 'Gas and electricity' },
        { value: 'Gas', label: 'Gas only (no electricity)' },
        { value: 'Electricity', label: 'Electricity only' },
      ],
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: ['          "title": "Gas only"'],
      added: ['          "title": "Gas only (no electricity)"'],
    });
    const more = applied({
      op: 'set-choices',
      formId: 'meter-read',
      field: 'fuel',
      choices: [
        { value: 'Dual', label: 'Gas and electricity' },
        { value: 'Gas', label: 'Gas only' },
        { value: 'Electricity', label: 'Electricity only' },
        { value: 'Neither', label: 'Neither' },
      ],
    });
    expect(linesOf(more.files, meterRead.schema).added).toEqual([
      '        },',
      '        {',
      '          "const": "Neither",',
      '          "title": "Neither"',
    ]);
    await expectPrettierKept(more.files, more.changed);
  });

  it('moves a choice up with its hint, and gives one a hint of its own, as Prettier writes it', async () => {
    const result = applied({
      op: 'set-choices',
      formId: 'meter-read',
      field: 'fuel',
      choices: [
        { value: 'Dual', label: 'Gas and electricity' },
        { value: 'Electricity', label: 'Electricity only' },
        { value: 'Gas', label: 'Gas only', hint: 'You have no electricity meter with us' },
      ],
    });
    expect(parsed(result.files, meterRead.schema).properties.fuel.oneOf).toEqual([
      { const: 'Dual', title: 'Gas and electricity' },
      { const: 'Electricity', title: 'Electricity only' },
      { const: 'Gas', title: 'Gas only', description: 'You have no electricity meter with us' },
    ]);
    await expectPrettierKept(result.files, result.changed);
  });

  it("keeps each choice's hint with its value when one before it is removed", () => {
    const complaintType = formFilesOf('complaint-type');
    const result = applied({
      op: 'set-choices',
      formId: 'complaint-type',
      field: 'complaintType',
      choices: [
        { value: 'energy', label: 'Energy' },
        { value: 'installations', label: 'Installations' },
        { value: 'electricVehicle', label: 'Electric vehicle', hint: 'A charger or an EV tariff' },
      ],
    });
    const options = parsed(result.files, complaintType.schema).properties.complaintType.oneOf;
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
