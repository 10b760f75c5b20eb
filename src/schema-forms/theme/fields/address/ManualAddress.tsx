import { useState } from 'react';
import type { Address, ManualAddressInput } from '../../../../lib/addresses/address-api.ts';
import { logError } from '../../../../lib/telemetry/log-error.ts';
import { addressCopy } from './address-copy.ts';
import { AddressProblem } from './AddressProblem.tsx';
import { InlineInput } from './InlineInput.tsx';

/** One line of the address typed by hand. */
export type ManualField = keyof ManualAddressInput;

const postcodePattern = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

const fields: { name: ManualField; autoComplete?: string; width?: 'short' | 'medium' }[] = [
  { name: 'flatNumber', width: 'short' },
  { name: 'houseNameNumber', width: 'medium' },
  { name: 'addressLine1', autoComplete: 'address-line1' },
  { name: 'addressLine2', autoComplete: 'address-line2' },
  { name: 'postalTown', autoComplete: 'address-level2', width: 'medium' },
  { name: 'county', autoComplete: 'address-level1', width: 'medium' },
  { name: 'postcode', autoComplete: 'postal-code', width: 'short' },
];

function problemsOf(input: ManualAddressInput): Partial<Record<ManualField, string>> {
  const { errors } = addressCopy;
  const postcode = input.postcode.trim();
  return Object.fromEntries(
    Object.entries({
      houseNameNumber: input.houseNameNumber.trim() ? undefined : errors.houseNameNumberRequired,
      addressLine1: input.addressLine1.trim() ? undefined : errors.addressLine1Required,
      postalTown: input.postalTown.trim() ? undefined : errors.postalTownRequired,
      postcode: !postcode
        ? errors.postcodeRequired
        : postcodePattern.test(postcode)
          ? undefined
          : errors.postcodeInvalid,
    }).filter(([, message]) => message !== undefined),
  );
}

/**
 * Enter an address yourself, then save it (POST /v1/addresses) so the lead can point at it.
 * While it saves the customer reads SPEC section 8's "We're checking your details..." message;
 * a failure shows the address alert and keeps what they typed. What is typed is held by the
 * address field (its draft), so a reload before saving keeps it too.
 */
export function ManualAddress(props: {
  readonly id: string;
  readonly input: ManualAddressInput;
  readonly onInput: (field: ManualField, value: string) => void;
  readonly onSaved: (address: Address) => void;
  readonly disabled?: boolean;
}) {
  const { input } = props;
  const [problems, setProblems] = useState<Partial<Record<ManualField, string>>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');

  const save = async () => {
    const found = problemsOf(input);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setStatus('saving');
    try {
      // The save's code comes as the customer saves (decision 063): the fields work without it,
      // and a save whose code cannot load fails as a save the service refused.
      const { saveManualAddress } = await import('../../../../lib/addresses/address-api.ts');
      const saved = await saveManualAddress(input);
      setStatus('idle');
      props.onSaved(saved);
    } catch (error) {
      logError(error, { source: 'address-save' });
      setStatus('failed');
    }
  };

  const saving = status === 'saving';
  return (
    <>
      {status === 'failed' ? <AddressProblem /> : null}
      {fields.map((field) => (
        <InlineInput
          key={field.name}
          id={`${props.id}-${field.name}`}
          label={addressCopy.manualFields[field.name]}
          value={input[field.name]}
          onChange={(value) => props.onInput(field.name, value)}
          onEnter={save}
          error={problems[field.name]}
          autoComplete={field.autoComplete}
          width={field.width}
          disabled={props.disabled || saving}
        />
      ))}
      <div role="status" className="address-lookup__status">
        {saving ? addressCopy.saving : ''}
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={props.disabled || saving}
        onClick={save}
      >
        {addressCopy.saveButton}
      </button>
    </>
  );
}
