import { fillMessage } from '../../site/fill-message.ts';
import type { FormFinding } from './form-findings-events.ts';
import { previewCopy } from './preview-copy.ts';

/**
 * One finding as the schema check says it, for whoever fixes the files by hand: where it is
 * (file and JSON pointer), what is wrong and what to do, in the check's own words. The forms
 * preview lists findings this way; the forms studio shows it under each finding it words for an
 * editor.
 */
export function CheckFinding({ finding }: { finding: FormFinding }) {
  return (
    <>
      <p className="check-finding__where">
        {finding.pointer === ''
          ? fillMessage(previewCopy.findingWholeFile, { file: finding.file })
          : fillMessage(previewCopy.findingWhere, { file: finding.file, pointer: finding.pointer })}
      </p>
      <p>{finding.message}</p>
      <p>{fillMessage(previewCopy.findingFix, { fix: finding.fix })}</p>
    </>
  );
}
