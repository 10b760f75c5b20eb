import type { RJSFSchema } from '@rjsf/utils';
import type { AnyFormData, FormEngine } from './form-engine.ts';

/**
 * The form's answers after a change, with the answers of questions that the change closed kept
 * aside: rjsf drops the answer of a question whose branch no longer applies (the gas reading when
 * the fuel becomes electricity only), so changing the fuel and back would empty what the customer
 * typed or what came with the link. Only questions no longer asked are kept; a question still
 * asked and emptied stays empty. What is checked, shown and sent leaves them out all the same
 * (FormEngine.submittable), so they never reach a summary or a lead.
 */
export function keepClosedBranchAnswers(
  engine: Pick<FormEngine, 'compiled' | 'schemaUtils'>,
  previous: AnyFormData,
  next: AnyFormData,
): AnyFormData {
  // rjsf leaves a closed question's name with no value; most changes (typing) drop nothing.
  const dropped = Object.entries(previous).filter(
    ([name, value]) => value !== undefined && next[name] === undefined,
  );
  if (dropped.length === 0) return next;
  const resolved = engine.schemaUtils.retrieveSchema(engine.compiled.schema, next) as RJSFSchema;
  const asked = Object.keys(resolved.properties ?? {});
  const closed = dropped.filter(([name]) => !asked.includes(name));
  return closed.length === 0 ? next : { ...next, ...Object.fromEntries(closed) };
}
