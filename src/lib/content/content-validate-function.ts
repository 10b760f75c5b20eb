import type { ErrorObject } from 'ajv';

/** A compiled content validator (src/lib/content/compiled/): true when the payload fits. */
export type ContentValidateFunction = ((data: unknown) => boolean) & {
  errors?: ErrorObject[] | null;
};

/**
 * A payload's two compiled validators (decision 018): its shape, what the page cannot render
 * without, and its soft limits, which content may break and still be shown.
 */
export interface ContentValidators {
  readonly shape: ContentValidateFunction;
  readonly limits: ContentValidateFunction;
}
