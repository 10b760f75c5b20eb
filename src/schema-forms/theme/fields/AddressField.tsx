import { useAtom } from 'jotai';
import { Suspense, use, useState, type ComponentProps } from 'react';
import type { FieldProps } from '@rjsf/utils';
import type { Address } from '../../../lib/addresses/address-api.ts';
import type { AddressValue } from '../../form-data.ts';
import { classNames, describedBy } from '../field-ids.ts';
import { hiddenFromReplay } from '../../../lib/telemetry/replay-privacy.ts';
import { addressCopy } from './address/address-copy.ts';
import { addressEntryDraftAtom, type AddressEntry } from './address/address-entry-draft.ts';
import { ManualAddress } from './address/ManualAddress.tsx';
import { HintAndError } from '../templates/HintAndError.tsx';
import { loadPostcodeLookup, startWithOf } from './address/address-start.ts';
import type { PostcodeLookup as LoadedLookup } from './address/PostcodeLookup.tsx';

type Way = NonNullable<AddressEntry['way']>;
type Mode = Way | 'chosen';

function PostcodeLookup(props: ComponentProps<typeof LoadedLookup>) {
  // use() on every render (lazy-module.ts): once loaded, it returns the module at once.
  const { PostcodeLookup: Loaded } = use(loadPostcodeLookup());
  return <Loaded {...props} />;
}

/** Every message under this field in the error schema (the address, or its id). */
function messagesOf(errorSchema: FieldProps['errorSchema']): string[] {
  const own = errorSchema?.__errors ?? [];
  const nested = Object.entries(errorSchema ?? {})
    .filter(([key]) => key !== '__errors')
    .flatMap(([, value]) => (value as { __errors?: string[] } | undefined)?.__errors ?? []);
  return [...own, ...nested];
}

/**
 * The address question (`"ui:field": "address"`): find by postcode with a fallback to entering
 * it yourself, in a fieldset whose legend is the schema title. `"startWith": "manual"` in the
 * UI schema opens on manual entry (SPEC section 5, the complaint address). The value is the
 * chosen or saved address; its id is what the lead points at. What is typed before an address is
 * chosen or saved (the postcode, the lines typed by hand, which way the customer took) is the
 * field's draft in sessionStorage, keyed by form and field (address-entry-draft.ts).
 */
export function AddressField(props: FieldProps) {
  const { fieldPathId, schema, uiSchema, formData, onChange, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const value = formData as AddressValue | undefined;
  const formId = String(props.registry.formContext.formId ?? 'form');
  const [entry, setEntry] = useAtom(addressEntryDraftAtom(formId, id));
  const startWith = startWithOf(uiSchema);
  const [mode, setMode] = useState<Mode>(value?.id ? 'chosen' : (entry.way ?? startWith));
  const error = messagesOf(props.errorSchema)[0];
  const choose = (address: Address | undefined) => onChange(address, fieldPathId.path);
  const takeWay = (way: Way) => {
    setMode(way);
    setEntry((current) => ({ ...current, way }));
  };
  const off = disabled || readonly;

  const hint =
    mode === 'manual'
      ? addressCopy.manualHint
      : mode === 'lookup'
        ? addressCopy.lookupHint
        : undefined;
  return (
    // The chosen address and the lookup's list are personal data shown as page text: replay
    // must not record them (issue 6).
    <div className={classNames('form-group', error && 'form-group--error')} {...hiddenFromReplay}>
      <fieldset
        id={id}
        className="fieldset"
        aria-describedby={describedBy(id, { hint: !!hint, error: !!error })}
      >
        <legend className="fieldset__legend">{schema.title}</legend>
        <HintAndError id={id} hint={hint} error={error} />
        {mode === 'chosen' && value ? (
          <div className="address-chosen">
            <p className="address-chosen__label">{addressCopy.chosenLabel}</p>
            <p className="address-chosen__address">{value.address}</p>
            <button
              type="button"
              className="button button--secondary"
              disabled={off}
              onClick={() => {
                choose(undefined);
                takeWay(startWith);
              }}
            >
              {addressCopy.changeButton}
            </button>
          </div>
        ) : null}
        {mode === 'lookup' ? (
          // Shown at once when it was loaded with the field or as the customer reached for it.
          <Suspense fallback={null}>
            <PostcodeLookup
              id={id}
              postcode={entry.postcode}
              onPostcodeChange={(postcode) => setEntry((current) => ({ ...current, postcode }))}
              chosenId={value?.id}
              onChoose={choose}
              disabled={off}
            />
          </Suspense>
        ) : null}
        {mode === 'manual' ? (
          <ManualAddress
            id={id}
            input={entry.manual}
            onInput={(line, typed) =>
              setEntry((current) => ({ ...current, manual: { ...current.manual, [line]: typed } }))
            }
            disabled={off}
            onSaved={(address) => {
              choose(address);
              setMode('chosen');
            }}
          />
        ) : null}
        {mode !== 'chosen' ? (
          <p className="address-switch">
            <button
              type="button"
              className="link-button"
              disabled={off}
              // The lookup starts loading as the customer reaches for the button that shows it.
              onFocus={mode === 'manual' ? () => void loadPostcodeLookup() : undefined}
              onPointerDown={mode === 'manual' ? () => void loadPostcodeLookup() : undefined}
              onClick={() => takeWay(mode === 'manual' ? 'lookup' : 'manual')}
            >
              {mode === 'manual' ? addressCopy.findByPostcodeLink : addressCopy.enterManuallyLink}
            </button>
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
