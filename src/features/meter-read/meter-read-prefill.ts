/**
 * The URL query parameters that prefill the meter-read form (SPEC section 4). They carry personal
 * data, so the page removes them from the address bar once read.
 */
export const meterReadPrefillParameters = [
  'title',
  'first_name',
  'last_name',
  'telephone',
  'email',
  'gas_account_number',
  'elec_account_number',
  'fuel',
] as const;
export type MeterReadPrefillParameter = (typeof meterReadPrefillParameters)[number];

/** The prefill found in a URL: only known parameters with text values. */
export type MeterReadPrefill = Partial<Record<MeterReadPrefillParameter, string>>;

const fuels = ['Dual', 'Gas', 'Electricity'] as const;

/** Longest value taken from the URL: no form field is longer, so nothing sensible is lost. */
const maximumLength = 254;

function fuelOf(value: string): string | undefined {
  return fuels.find((fuel) => fuel.toLowerCase() === value.trim().toLowerCase());
}

/**
 * Reads the prefill from the raw query string (read raw, not as parsed by the router, so a
 * number such as an account number keeps its exact digits). Unknown parameters are ignored,
 * values are trimmed and length-limited, and fuel must be Dual, Gas or Electricity (any case).
 */
export function readMeterReadPrefill(searchString: string): MeterReadPrefill {
  const search = new URLSearchParams(searchString);
  const prefill: MeterReadPrefill = {};
  for (const name of meterReadPrefillParameters) {
    const value = (search.get(name) ?? '').trim().slice(0, maximumLength);
    if (value === '') continue;
    if (name === 'fuel') {
      const fuel = fuelOf(value);
      if (fuel) prefill.fuel = fuel;
    } else {
      prefill[name] = value;
    }
  }
  return prefill;
}

/** Whether a query string carries any prefill parameter, i.e. the address bar needs cleaning. */
export function hasPrefillParameters(searchString: string): boolean {
  const search = new URLSearchParams(searchString);
  return meterReadPrefillParameters.some((name) => search.has(name));
}
