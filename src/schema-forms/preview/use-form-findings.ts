import { useEffect, useState } from 'react';
import {
  formFindingsAsk,
  formFindingsEvent,
  type FormFinding,
  type FormFindingsMessage,
} from './form-findings-events.ts';

/** Not asked yet (and always outside the dev server, which alone runs the check). */
const unknown = undefined;

/**
 * What the schema check says about a form's files, kept current by the dev server on every
 * save: `undefined` until it has answered (and in builds), then the findings (none when clean).
 */
export function useFormFindings(formId: string): readonly FormFinding[] | undefined {
  const [findings, setFindings] = useState<readonly FormFinding[] | undefined>(unknown);
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return undefined;
    const onFindings = (message: FormFindingsMessage) => {
      if (message.formId === formId) setFindings(message.findings);
    };
    hot.on(formFindingsEvent, onFindings);
    hot.send(formFindingsAsk, { formId });
    return () => hot.off(formFindingsEvent, onFindings);
  }, [formId]);
  return findings;
}
