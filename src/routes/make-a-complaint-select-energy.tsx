import { createFileRoute } from '@tanstack/react-router';
import { EnergyCustomerTypePage } from '../features/complaints/EnergyCustomerTypePage.tsx';

/** 'What type of energy customer are you?' (SPEC section 2). */
export const Route = createFileRoute('/make-a-complaint-select-energy')({
  component: EnergyCustomerTypePage,
});
