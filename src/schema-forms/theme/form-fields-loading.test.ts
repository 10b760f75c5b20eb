import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UiSchema } from '@rjsf/utils';

// Stand-ins for the address field's chunk, held back until the test lets it go, and for the
// lookup's, which records that it was asked for: what is tested is what is asked for, and when.
const chunks = vi.hoisted(() => ({
  lookupAsked: false,
  fieldGate: Promise.resolve(),
  letFieldGo: () => {},
}));
vi.mock('./fields/AddressField.tsx', async () => {
  await chunks.fieldGate;
  return { AddressField: () => null };
});
vi.mock('./fields/address/PostcodeLookup.tsx', () => {
  chunks.lookupAsked = true;
  return { PostcodeLookup: () => null };
});

// Each test asks for the chunks afresh, as a new page would.
beforeEach(() => {
  vi.resetModules();
  chunks.lookupAsked = false;
  chunks.fieldGate = new Promise<void>((resolve) => (chunks.letFieldGo = resolve));
});
const loadFieldsOf = async (uiSchema: UiSchema) =>
  (await import('./form-fields.tsx')).loadFieldsOf(uiSchema);

describe('loading a form’s fields', () => {
  // docs/testing.md: offline on "We owe you" the lookup was asked for only once the field's own
  // chunk had come, so a connection that dropped in between left the step without it.
  it('asks for the postcode lookup beside the address field, not after it', async () => {
    const loading = loadFieldsOf({ home: { 'ui:field': 'address' } });
    await vi.waitFor(() => expect(chunks.lookupAsked).toBe(true));
    chunks.letFieldGo();
    await loading;
  });

  it('does not ask for the lookup when the address field starts on manual entry', async () => {
    const loading = loadFieldsOf({
      home: { 'ui:field': 'address', 'ui:options': { startWith: 'manual' } },
    });
    chunks.letFieldGo();
    await loading;
    expect(chunks.lookupAsked).toBe(false);
  });
});
