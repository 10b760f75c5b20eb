import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formWidgets } from './form-theme.ts';
import { uiWidgetNames } from './theme-names.ts';

const typeFor: Record<string, RJSFSchema['type']> = {
  radio: 'string',
  hidden: 'string',
  checkboxes: 'array',
};

// Every widget name the schema check lets a UI schema use must resolve to one of ours, never to
// rjsf's unstyled default or to an error at render time.
describe('form theme', () => {
  it.each([...uiWidgetNames])('"%s" resolves to one of our widgets', (name) => {
    const widget = getWidget({ type: typeFor[name] ?? 'string' }, name, formWidgets);
    const ours = Object.values(formWidgets) as unknown[];
    expect(
      ours.some(
        (candidate) =>
          candidate === widget || (candidate as { MergedWidget?: unknown }).MergedWidget === widget,
      ),
    ).toBe(true);
  });
});
