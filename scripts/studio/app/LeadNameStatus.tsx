import { useQuery } from '@tanstack/react-query';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { studioPost } from './studio-client.ts';
import { studioCopy } from './studio-copy.ts';

/** What the lead-name check says of a new name as it is typed (the model's checkLeadName). */
function useLeadNameCheck(formId: string, field: string | undefined, name: string, on: boolean) {
  const query = useQuery({
    queryKey: ['lead-name', formId, field, name],
    queryFn: () => studioPost<{ problem?: string }>('lead-name', { formId, field, name }),
    enabled: on && name !== '',
  });
  if (!on || name === '') return undefined;
  if (!query.data) return undefined;
  return query.data.problem ?? fillMessage(studioCopy.question.destinationNameOk, { name });
}

/**
 * The server's check of a new answer's name in additional-information, under the name's field of
 * a settings form while that answer is chosen: the names the lead and other forms take, which a
 * compiled schema cannot know (decision 044).
 */
export function LeadNameStatus({
  id,
  formId,
  field,
  answers,
}: {
  id: string;
  formId: string;
  /** The question being given the name (none while adding one). */
  field?: string;
  /** The settings form's answers: `destination` and `destination_name`. */
  answers: Readonly<Record<string, unknown>>;
}) {
  const on = answers.destination === 'additional-information';
  const name = typeof answers.destination_name === 'string' ? answers.destination_name.trim() : '';
  const status = useLeadNameCheck(formId, field, name, on);
  // In the page before its words, so a screen reader announces them (a live region).
  return on ? (
    <p className="hint studio-field-status" id={id} aria-live="polite">
      {status ?? ''}
    </p>
  ) : null;
}
