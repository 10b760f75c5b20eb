import { addressCopy } from './address-copy.ts';

/**
 * The alert of SPEC section 8 for an address lookup error or a failed save: the customer can try
 * again on the same page, nothing they typed is lost.
 */
export function AddressProblem() {
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{addressCopy.failure.title}</p>
      <p className="alert__body">{addressCopy.failure.description}</p>
    </div>
  );
}
