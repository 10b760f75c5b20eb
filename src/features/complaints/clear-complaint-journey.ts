import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';
import {
  complaintAddressEntryAtom,
  complaintAttemptAtom,
  complaintDetailsDraftAtom,
  complaintPersonalDetailsAtom,
  complaintQueryDraftAtom,
  complaintTypeDraftAtom,
  energyCustomerTypeDraftAtom,
} from './complaint-drafts';

/** Forgets every answer of the complaint journey: called once its lead is accepted. */
export function useClearComplaintJourney(): () => void {
  const clearType = useSetAtom(complaintTypeDraftAtom);
  const clearEnergy = useSetAtom(energyCustomerTypeDraftAtom);
  const clearDetails = useSetAtom(complaintDetailsDraftAtom);
  const clearAddressEntry = useSetAtom(complaintAddressEntryAtom);
  const clearQuery = useSetAtom(complaintQueryDraftAtom);
  const clearPersonalDetails = useSetAtom(complaintPersonalDetailsAtom);
  const clearAttempt = useSetAtom(complaintAttemptAtom);
  return useCallback(() => {
    for (const clear of [
      clearType,
      clearEnergy,
      clearDetails,
      clearAddressEntry,
      clearQuery,
      clearPersonalDetails,
      clearAttempt,
    ]) {
      clear(RESET);
    }
  }, [
    clearType,
    clearEnergy,
    clearDetails,
    clearAddressEntry,
    clearQuery,
    clearPersonalDetails,
    clearAttempt,
  ]);
}
