import { useResetAtoms } from '../../lib/storage/use-reset-atoms.ts';
import {
  complaintAddressEntryAtom,
  complaintAttemptAtom,
  complaintDetailsDraftAtom,
  complaintPersonalDetailsAtom,
  complaintQueryDraftAtom,
  complaintTypeDraftAtom,
  energyCustomerTypeDraftAtom,
} from './complaint-drafts.ts';

const complaintJourneyAtoms = [
  complaintTypeDraftAtom,
  energyCustomerTypeDraftAtom,
  complaintDetailsDraftAtom,
  complaintAddressEntryAtom,
  complaintQueryDraftAtom,
  complaintPersonalDetailsAtom,
  complaintAttemptAtom,
];

/** Forgets every answer of the complaint journey: called once its lead is accepted. */
export function useClearComplaintJourney(): () => void {
  return useResetAtoms(complaintJourneyAtoms);
}
