/** The address label of an answer that is an address (the lookup's object), if it is one. */
const addressLabelOf = (answer: unknown): string | undefined =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as { address?: unknown }).address === 'string'
    ? (answer as { address: string }).address
    : undefined;

/** The boxes ticked of a checkboxes answer, by their values, if it is one. */
const tickedWords = (answer: unknown): string | undefined =>
  Array.isArray(answer) ? answer.map(String).join(', ') : undefined;

/**
 * An answer offered to an example that the editor does not type: an address by its label, as
 * the customer would see it chosen, the boxes of a checkboxes question ticked by their values,
 * anything else as the file will hold it.
 */
export function OfferedAnswer({ label, answer }: { label: string; answer: unknown }) {
  const words = addressLabelOf(answer) ?? tickedWords(answer);
  return (
    <p>
      {label}: {words ?? <code>{JSON.stringify(answer)}</code>}
    </p>
  );
}
