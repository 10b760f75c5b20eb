import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormEngine } from './form-engine.ts';
import { useFormErrors } from './use-form-errors.ts';

/** An engine whose whole-form check is in (`ready`) or not, as a form compiled again is. */
function engineOf(ready: boolean): FormEngine {
  return {
    validationReady: () => ready,
    validate: () => {
      if (!ready) throw new Error('checked before its checks loaded');
      return [{ pointer: '/parts', rule: 'minItems', message: 'Select what it is about' }];
    },
  } as unknown as FormEngine;
}

describe('useFormErrors', () => {
  it('waits to re-check a field in error while the form’s checks are not in', () => {
    const { result, rerender } = renderHook(({ engine }) => useFormErrors(engine, []), {
      initialProps: { engine: engineOf(true) },
    });
    act(() => {
      result.current.checkAll({});
    });
    expect(result.current.errors).toHaveLength(1);
    // The form compiled again after an edit, its checks on their way: a change re-checks nothing.
    rerender({ engine: engineOf(false) });
    expect(() => {
      act(() => result.current.recheck({ parts: [] }));
    }).not.toThrow();
    expect(result.current.errors).toHaveLength(1);
  });
});
