import type { ErrorObject } from 'ajv';

/** A compiled content validator (src/lib/content/compiled/): true when the payload fits. */
export type ContentValidateFunction = ((data: unknown) => boolean) & {
  errors?: ErrorObject[] | null;
};
