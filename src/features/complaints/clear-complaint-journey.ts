import { useResetAtoms } from '../../lib/storage/use-reset-atoms.ts';
import {
  complaintAddressEntryAtom,
  complaintAttemptAtom,
  complaintDetailsCheckedAtom,
  complaintDetailsDraftAtom,
  complaintPersonalDetailsAtom,
  complaintQueryCheckedAtom,
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
  complaintDetailsCheckedAtom,
  complaintQueryCheckedAtom,
  complaintPersonalDetailsAtom,
  complaintAttemptAtom,
];

/** Forgets every answer of the complaint journey: called once its lead is accepted. */
export function useClearComplaintJourney(): () => void {
  return useResetAtoms(complaintJourneyAtoms);
}
