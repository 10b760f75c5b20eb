import { getUiOptions, type UiSchema } from '@rjsf/utils';
import { lazyModule } from '../../../../lib/loading/lazy-module.ts';

/** Which way the address field opens: `"startWith": "manual"` in its UI schema (SPEC section 5). */
export const startWithOf = (uiSchema: UiSchema | undefined): 'lookup' | 'manual' =>
  getUiOptions(uiSchema).startWith === 'manual' ? 'manual' : 'lookup';

/**
 * The postcode lookup loads when it is shown (decision 063): a form that starts on manual entry
 * (the complaint address) downloads it only if the customer reaches for "find by postcode".
 */
export const loadPostcodeLookup = lazyModule(() => import('./PostcodeLookup.tsx'));

/**
 * What the field shows before the customer acts. Asked for beside the field's own chunk, not
 * after it (form-fields.tsx): a connection that drops once the step has loaded must still find
 * the lookup there.
 */
export const loadAddressShownFirst = (uiSchema: UiSchema): Promise<unknown> | undefined =>
  startWithOf(uiSchema) === 'lookup' ? loadPostcodeLookup() : undefined;
