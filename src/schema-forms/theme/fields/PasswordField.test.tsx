import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withTheme } from '@rjsf/core';
import { ErrorSchemaBuilder, type RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { beforeAll, describe, expect, it } from 'vitest';
import { formKeywords } from '../../validation/form-keywords.ts';
import { loadFieldsOf } from '../form-fields.tsx';
import { formFields, formTemplates, formWidgets } from '../form-theme.ts';

// The password component is not on a page yet (SPEC section 5 gives no rules), so this test
// renders it in a schema of its own, validated at run time (node only).
// Its forms bring their own submit button, as every form of ours does (core-fields-registry.ts
// has none).
// Loaded first, as the site loads the fields a form names with the form (decision 051).
beforeAll(() => loadFieldsOf({ account: { 'ui:field': 'password' } }));
const Form = withTheme({ fields: formFields, templates: formTemplates, widgets: formWidgets });
const validator = customizeValidator({
  ajvOptionsOverrides: { strict: true, keywords: [...formKeywords] },
});

// Our keywords are not in rjsf's JSON Schema type, so the schemas are plain objects, cast once.
const schemaWithDefaults = {
  type: 'object',
  properties: {
    account: {
      type: 'object',
      properties: {
        password: { type: 'string', minLength: 8 },
        confirmPassword: { type: 'string', sameAs: 'password' },
      },
    },
  },
};
const schema = schemaWithDefaults as RJSFSchema;
const schemaWithTitles = {
  type: 'object',
  properties: {
    account: {
      type: 'object',
      properties: {
        password: { type: 'string', title: 'New password' },
        repeat: { type: 'string', title: 'New password again', sameAs: 'password' },
      },
    },
  },
};
const mismatch = new ErrorSchemaBuilder().addErrors(
  'The passwords must match',
  'account.repeat',
).ErrorSchema;

describe('password field', () => {
  it("labels the inputs 'Password' and 'Confirm Password' by default, and shows or hides both", async () => {
    const user = userEvent.setup();
    render(
      <Form
        schema={schema}
        uiSchema={{ account: { 'ui:field': 'password' } }}
        validator={validator}
      >
        <button type="submit">Continue</button>
      </Form>,
    );
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide passwords' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('takes its labels from the schema and shows its errors inline', () => {
    render(
      <Form
        schema={schemaWithTitles as RJSFSchema}
        uiSchema={{ account: { 'ui:field': 'password' } }}
        validator={validator}
        extraErrors={mismatch}
      >
        <button type="submit">Continue</button>
      </Form>,
    );
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription(
      'Error: The passwords must match',
    );
    expect(screen.getByLabelText('New password again')).toHaveAttribute('aria-invalid', 'true');
  });
});
