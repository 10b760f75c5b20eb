import schema from '../../../schemas/forms/feedback-details/feedback-details.schema.json';
import uiSchema from '../../../schemas/forms/feedback-details/feedback-details.ui.json';
import { listedFields } from '../../schema-forms/listed-fields.ts';

/**
 * The details the 'We owe you' page says the next page asks for (SPEC section 2): the questions
 * of the feedback-details form itself, so the list follows the form when a question is added or
 * removed. Only the two small JSON files are read; the form's renderer and validators load with
 * the next page.
 */
export const feedbackDetailsNeeded: readonly string[] = listedFields(schema, uiSchema);
