import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConditionControl } from './ConditionControl.tsx';
import { addQuestionFormId, questionSettingsFormId } from '../settings-forms/settings-form-ids.ts';
import type { PanelContext } from './panel-context.ts';
import type { QuestionView } from './studio-api-types.ts';

const question: QuestionView = {
  name: 'bestTime',
  label: 'When is the best time to call you?',
  required: true,
  kind: 'radios',
  conditional: false,
  rules: [],
  messages: {},
  choices: [],
  conditionTargets: [
    {
      name: 'canCall',
      label: 'Can we call you?',
      answers: [
        { value: true, label: 'Yes' },
        { value: false, label: 'No' },
      ],
    },
    {
      name: 'contactBy',
      label: 'How should we contact you?',
      answers: [
        { value: 'Phone', label: 'By phone' },
        { value: 'Email', label: 'By email' },
      ],
    },
  ],
};

function panel(view: QuestionView) {
  const apply = vi.fn<PanelContext['apply']>(() => Promise.resolve(true));
  const context: PanelContext = {
    formId: 'feedback-details',
    settingsFormId: questionSettingsFormId('feedback-lead.schema.json'),
    addFormId: addQuestionFormId('feedback-lead.schema.json'),
    leadPlaces: [],
    autocompleteTokens: [],
    ruleKinds: {},
    apply,
    busy: false,
  };
  render(<ConditionControl question={view} context={context} />);
  return { apply, form: screen.getByRole('form', { name: 'Ask only for some answers' }) };
}

describe('ConditionControl', () => {
  it('sets a condition on a yes/no answer, sending the answer as true or false', async () => {
    const user = userEvent.setup();
    const { apply, form } = panel(question);
    expect(within(form).getByText('Customers are always asked this question.')).toBeVisible();
    expect(within(form).queryByRole('button', { name: 'Remove the condition' })).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Answer that asks it'), 'No');
    await user.click(within(form).getByRole('button', { name: 'Set the condition' }));
    expect(apply).toHaveBeenCalledWith([
      {
        op: 'set-condition',
        formId: 'feedback-details',
        field: 'bestTime',
        on: 'canCall',
        answer: false,
      },
    ]);
  });

  it("offers the answers of the question chosen, and sends a choice's value", async () => {
    const user = userEvent.setup();
    const { apply, form } = panel(question);
    await user.selectOptions(
      within(form).getByLabelText('Question it depends on'),
      'How should we contact you?',
    );
    const answers = within(form).getByLabelText('Answer that asks it');
    expect(
      within(answers)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['By phone', 'By email']);
    await user.selectOptions(answers, 'By email');
    await user.click(within(form).getByRole('button', { name: 'Set the condition' }));
    expect(apply).toHaveBeenCalledWith([
      expect.objectContaining({ on: 'contactBy', answer: 'Email' }),
    ]);
  });

  it('says the condition a question has, and removes it', async () => {
    const user = userEvent.setup();
    const { apply, form } = panel({
      ...question,
      conditional: true,
      condition: {
        on: 'canCall',
        onLabel: 'Can we call you?',
        answers: [{ value: true, label: 'Yes' }],
        said: "Asked only if 'Can we call you?' is Yes",
        editable: true,
      },
    });
    expect(within(form).getByText("Asked only if 'Can we call you?' is Yes")).toBeVisible();
    expect(within(form).getByLabelText('Answer that asks it')).toHaveDisplayValue('Yes');
    await user.click(within(form).getByRole('button', { name: 'Remove the condition' }));
    expect(apply).toHaveBeenCalledWith([
      { op: 'remove-condition', formId: 'feedback-details', field: 'bestTime' },
    ]);
  });

  it('shows a condition written by hand without controls', () => {
    const { form } = panel({
      ...question,
      conditional: true,
      condition: {
        on: 'fuel',
        onLabel: 'Which meter readings are you sending?',
        answers: [],
        said: "Asked only if 'Which meter readings are you sending?' is Gas only",
        editable: false,
      },
    });
    expect(within(form).getByText(/written by hand/)).toBeVisible();
    expect(within(form).queryByRole('combobox')).toBeNull();
  });

  it('says why no condition can be set when no earlier question has choices', () => {
    const { form } = panel({ ...question, conditionTargets: [] });
    expect(within(form).getByText(/put it after a question with choices/)).toBeVisible();
    expect(within(form).queryByRole('button')).toBeNull();
  });
});
