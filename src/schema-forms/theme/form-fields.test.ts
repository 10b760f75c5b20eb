import { describe, expect, it } from 'vitest';
import { importCompiledForm } from '../form-registry.ts';
import { fieldsNamedBy } from './form-fields.tsx';

// A form loads the fields its UI schema names, and only those (decision 051).
describe('the fields a form names', () => {
  it.each([
    ['complaint-details', ['address']],
    ['feedback-details', ['address']],
    ['meter-read', []],
    ['complaint-query', []],
  ] as const)('%s names %j', async (formId, names) => {
    const form = await importCompiledForm(formId);
    expect(fieldsNamedBy(form.uiSchema)).toEqual(names);
  });

  it('finds a field at any depth, once, and none that is not ours', () => {
    expect(
      fieldsNamedBy({
        account: { 'ui:field': 'password', inner: { 'ui:field': 'password' } },
        home: { 'ui:field': 'address' },
        other: { 'ui:field': 'SchemaField' },
      }),
    ).toEqual(['password', 'address']);
  });
});
