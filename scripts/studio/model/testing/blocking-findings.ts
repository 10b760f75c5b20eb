import { checkStudioFiles } from '../check-studio-files.ts';
import type { StudioFiles } from '../studio-operations.ts';

/** What the check finds that blocks a write (not its warnings). */
export const blockingFindings = (files: StudioFiles) =>
  checkStudioFiles(files).filter((problem) => problem.severity !== 'warning');
