import { useState } from 'react';
import { findAddresses, type Address } from '../../../../lib/addresses/address-api.ts';
import { toPickerAddress } from '../../../../lib/addresses/address-picker.ts';
import { logError } from '../../../../lib/telemetry/log-error.ts';
import { fillMessage } from '../../../../site/fill-message.ts';
import { addressCopy } from './address-copy.ts';
import { AddressProblem } from './AddressProblem.tsx';
import { InlineInput } from './InlineInput.tsx';

const postcodePattern = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

/**
 * Find an address by postcode (GET /v1/addresses): postcode, Find address, then a list showing
 * each address with its house name and number. Choosing one makes it the field's value. The
 * postcode typed is held by the address field (its draft), so a reload keeps it.
 */
export function PostcodeLookup(props: {
  readonly id: string;
  readonly postcode: string;
  readonly onPostcodeChange: (postcode: string) => void;
  readonly chosenId?: string;
  readonly onChoose: (address: Address | undefined) => void;
  readonly disabled?: boolean;
}) {
  const { id, postcode } = props;
  const [postcodeError, setPostcodeError] = useState<string>();
  const [found, setFound] = useState<{ postcode: string; addresses: Address[] }>();
  const [status, setStatus] = useState<'idle' | 'finding' | 'failed'>('idle');

  const find = async () => {
    const typed = postcode.trim();
    const problem =
      typed === ''
        ? addressCopy.errors.postcodeRequired
        : postcodePattern.test(typed)
          ? undefined
          : addressCopy.errors.postcodeInvalid;
    setPostcodeError(problem);
    if (problem) return;
    setStatus('finding');
    try {
      setFound({ postcode: typed.toUpperCase(), addresses: await findAddresses(typed) });
      setStatus('idle');
    } catch (error) {
      logError(error, { source: 'address-lookup' });
      setStatus('failed');
    }
  };

  const selectId = `${id}-select`;
  const addresses = found?.addresses ?? [];
  return (
    <>
      {status === 'failed' ? <AddressProblem /> : null}
      <InlineInput
        id={`${id}-postcode`}
        label={addressCopy.postcodeLabel}
        value={postcode}
        onChange={props.onPostcodeChange}
        onEnter={find}
        error={postcodeError}
        autoComplete="postal-code"
        width="short"
        disabled={props.disabled}
      />
      <button
        type="button"
        className="button button--secondary"
        disabled={props.disabled || status === 'finding'}
        onClick={find}
      >
        {status === 'finding' ? addressCopy.finding : addressCopy.findButton}
      </button>
      <div role="status" className="address-lookup__status">
        {found && addresses.length === 0
          ? fillMessage(addressCopy.noneFound, { postcode: found.postcode })
          : ''}
      </div>
      {addresses.length > 0 ? (
        <div className="form-group">
          <label className="label" htmlFor={selectId}>
            {addressCopy.selectLabel}
          </label>
          <select
            id={selectId}
            className="select select--full"
            value={props.chosenId ?? ''}
            disabled={props.disabled}
            onChange={(event) =>
              props.onChoose(addresses.find((address) => address.id === event.target.value))
            }
          >
            <option value="">
              {fillMessage(addressCopy.selectPlaceholder, { count: addresses.length })}
            </option>
            {addresses.map((address) => (
              <option key={address.id} value={address.id}>
                {toPickerAddress(address).label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
