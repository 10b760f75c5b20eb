/**
 * The data each form submits. Every shape comes from the form's schema in schemas/forms/:
 * `npm run forms:compile` generates them into ./compiled/ (decision 023), so a mapper that reads
 * a field its schema no longer has fails the type check. Only names for parts of those shapes and
 * the draft wrapper are written here. Drafts are partial; onSubmit hands over valid data.
 */
import type {
  ComplaintDetailsData,
  ComplaintQueryData as ComplaintQuerySchemaData,
  MeterReadData,
} from './compiled/form-data.js';

export type {
  ComplaintDetailsData,
  ComplaintTypeData,
  EnergyCustomerTypeData,
  FeedbackCreditData,
  FeedbackDetailsData,
  FormDataById,
  MeterReadData,
  SearchData,
} from './compiled/form-data.js';

/**
 * A form's data where a page may leave out some of its fields (SchemaForm's `hiddenFields`): those
 * are optional. `Field` must be a field of the schema, so removing it from the schema fails too.
 */
export type WithFieldsSomePagesHide<Data, Field extends keyof Data> = Omit<Data, Field> &
  Partial<Pick<Data, Field>>;

/** The free-text step (complaint-query); `subject` only where the journey shows it. */
export type ComplaintQueryData = WithFieldsSomePagesHide<ComplaintQuerySchemaData, 'subject'>;

/** An address as the address widget stores it (SPEC section 3). `id` is the chosen or saved one. */
export type AddressValue = ComplaintDetailsData['address'];

/** Fuel choice of the meter-read form. */
export type MeterReadFuel = MeterReadData['fuel'];

/** What a form holds while the customer fills it in: any field may still be missing. */
export type FormDraft<T> = { -readonly [K in keyof T]?: T[K] };
