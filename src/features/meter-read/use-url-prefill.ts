import { useLocation, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { fillEmptyFields } from '../../lib/storage/fill-empty-fields.ts';
import { meterReadDraftAtom } from './meter-read-state.ts';
import { hasPrefillParameters, readMeterReadPrefill } from './meter-read-prefill.ts';

/**
 * Prefills the meter-read draft from the URL's query parameters (SPEC section 4), filling only
 * empty fields, then removes every parameter from the address bar (a replace, so the personal
 * data stays neither in the history nor in analytics).
 */
export function useUrlPrefill(): void {
  const searchString = useLocation({ select: (location) => location.searchStr });
  const setDraft = useSetAtom(meterReadDraftAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!hasPrefillParameters(searchString)) return;
    const prefill = readMeterReadPrefill(searchString);
    setDraft((draft) => fillEmptyFields(draft, prefill));
    void navigate({ to: '/submit-meter-read', search: {}, replace: true });
  }, [searchString, setDraft, navigate]);
}
