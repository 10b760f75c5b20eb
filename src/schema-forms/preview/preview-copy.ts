import copy from '../../../schemas/messages/forms-preview.json';

/** Words of the editors' preview, from schemas/messages/forms-preview.json. */
export const previewCopy = copy;

/** How editors call a lead journey ('the gas and electricity complaint'); its path if unnamed. */
export function journeyNameOf(journeyId: string): string {
  const names: Readonly<Record<string, string | undefined>> = copy.leadJourneys;
  return names[journeyId] ?? journeyId;
}
