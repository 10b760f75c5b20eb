import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withTheme } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it, vi } from 'vitest';
import { focusField } from '../focus-field.ts';
import { formFields, formTemplates, formWidgets } from '../form-theme.ts';

// A checkboxes question as the studio writes it (form-model/answer-kinds.ts), drawn by our theme.
const Form = withTheme({ fields: formFields, templates: formTemplates, widgets: formWidgets });

const schema: RJSFSchema = {
  type: 'object',
  required: ['parts'],
  properties: {
    parts: {
      type: 'array',
      title: 'What is your question about?',
      description: 'Select all that apply.',
      uniqueItems: true,
      minItems: 1,
      items: {
        type: 'string',
        oneOf: [
          { const: 'Boiler', title: 'Your boiler' },
          {
            const: 'Central heating',
            title: 'Central heating',
            description: 'Radiators, pipes and the heating controls',
          },
          { const: 'Plumbing', title: 'Plumbing and drains' },
        ],
      },
    },
  },
};
const uiSchema = { parts: { 'ui:widget': 'checkboxes' } };

function renderParts(props: { errors?: string[]; onChange?: (answers: unknown) => void } = {}) {
  return render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={customizeValidator()}
      extraErrors={
        props.errors ? ({ parts: { __errors: props.errors } } as unknown as ErrorSchema) : undefined
      }
      onChange={(event) => props.onChange?.(event.formData)}
    >
      <button type="submit">Continue</button>
    </Form>,
  );
}

describe('a checkboxes question (GOV.UK "select one or more")', () => {
  it('is a fieldset whose legend is the question, with its hint, each box with its label and own hint', () => {
    renderParts();
    const group = screen.getByRole('group', { name: 'What is your question about?' });
    expect(group).toHaveAccessibleDescription('Select all that apply.');
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual(
      Array.from({ length: 3 }, () => boxes[0]?.getAttribute('name')),
    );
    expect(within(group).getByRole('checkbox', { name: 'Your boiler' })).not.toBeChecked();
    expect(
      within(group).getByRole('checkbox', { name: 'Central heating' }),
    ).toHaveAccessibleDescription('Radiators, pipes and the heating controls');
    expect(within(group).getByRole('checkbox', { name: 'Plumbing and drains' })).toHaveClass(
      'checkboxes__input',
    );
  });

  it('answers with the chosen values in the order the question lists them, and none when all are unticked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderParts({ onChange });
    await user.click(screen.getByRole('checkbox', { name: 'Plumbing and drains' }));
    await user.click(screen.getByRole('checkbox', { name: 'Your boiler' }));
    expect(onChange).toHaveBeenLastCalledWith({ parts: ['Boiler', 'Plumbing'] });
    expect(screen.getByRole('checkbox', { name: 'Your boiler' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Your boiler' }));
    await user.click(screen.getByRole('checkbox', { name: 'Plumbing and drains' }));
    expect(onChange).toHaveBeenLastCalledWith({ parts: [] });
  });

  it('says its error under the hint, tied to the fieldset, and focusing it lands on the first box', () => {
    renderParts({ errors: ['Select what your question is about'] });
    const group = screen.getByRole('group', { name: 'What is your question about?' });
    expect(group).toHaveAccessibleDescription(
      'Select all that apply. Error: Select what your question is about',
    );
    expect(group.closest('.form-group')).toHaveClass('form-group--error');
    expect(focusField(group.id)).toBe(screen.getByRole('checkbox', { name: 'Your boiler' }));
    expect(screen.getByRole('checkbox', { name: 'Your boiler' })).toHaveFocus();
  });
});
