import { createFileRoute } from '@tanstack/react-router';
import { ComplaintTypePage } from '../features/complaints/ComplaintTypePage.tsx';

/** 'Choose an option': which service the complaint is about (SPEC section 2). */
export const Route = createFileRoute('/make-a-complaint-select-type')({
  component: ComplaintTypePage,
});
