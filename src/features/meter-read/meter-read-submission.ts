import { withDeclaredAnswers } from '../../lib/leads/declared-answers.ts';
import {
  composeStep,
  type ComposedStep,
  type SentStep,
  type StepEngine,
} from '../../schema-forms/composed-step.ts';
import type { MeterReadData } from '../../schema-forms/form-data.ts';
import { mapMeterReadToLead, type PriceCapMeterReadLead } from './map-meter-read-to-lead.ts';

/**
 * The price-cap meter-read lead from the form as it is sent: the typed mapper (what the
 * specification fixes), then every answer the form places by `x-lead`. The one place a
 * meter-read lead is composed: the summary sends it, the preview, check and contract tests read it.
 */
export function meterReadLead(reading: SentStep<MeterReadData>): PriceCapMeterReadLead {
  return withDeclaredAnswers<PriceCapMeterReadLead>(
    mapMeterReadToLead(reading.answers),
    reading.leadAnswers,
  );
}

/** The meter-read summary and lead, composed from the same answers. */
export interface MeterReadSubmission {
  readonly reading: ComposedStep<MeterReadData>;
  readonly lead: PriceCapMeterReadLead;
}

/**
 * What 'Check your answers' of a meter reading shows and what it sends, from the answers the form
 * accepted: only the fuels' and Economy 7's branches that apply, rows and lead from exactly
 * those, and the form's rules checked again (the reading date's window moves with the clock).
 */
export function composeMeterRead(checked: object, engine: StepEngine): MeterReadSubmission {
  const reading = composeStep<MeterReadData>(engine, { ...checked });
  return { reading, lead: meterReadLead(reading.sent) };
}
