/** The address label of an answer that is an address (the lookup's object), if it is one. */
const addressLabelOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { address?: unknown }).address === 'string'
    ? (answer as { address: string }).address
    : undefined;

/**
 * An answer offered to an example that the editor does not type: an address by its label, as
 * the customer would see it chosen, anything else as the file will hold it.
 */
export function OfferedAnswer({ label, answer }: { label: string; answer: unknown }) {
  const address = addressLabelOf(answer);
  return (
    <p>
      {label}: {address ?? <code>{JSON.stringify(answer)}</code>}
    </p>
  );
}
