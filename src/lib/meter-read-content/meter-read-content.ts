import { queryOptions } from '@tanstack/react-query';
import { ContentShapeError } from '../content/content-shape-error.ts';
import { contentPaths, noCacheHeaders } from '../../site/content-paths.ts';
import { httpClient } from '../http/http-clients.ts';

/**
 * The meter-read content of SPEC section 3, shared by the meter-read and contact pages
 * (schemas/content/meter-read-content.schema.json). Templates are unsanitised HTML: render them
 * only through SanitisedHtml kind="display".
 */
export interface MeterReadContent {
  readonly isMeterReadWeek: boolean;
  readonly contactCardPillTemplate: string;
  readonly contactCardTemplate: string;
  readonly headingTemplate: string;
  readonly smrErrorTemplate: string;
}

const templateFields = [
  'contactCardPillTemplate',
  'contactCardTemplate',
  'headingTemplate',
  'smrErrorTemplate',
] as const;

/** Where a payload breaks the schema; empty when it fits. */
export function meterReadContentProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['/ must be object'];
  }
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof record.isMeterReadWeek !== 'boolean')
    problems.push('/isMeterReadWeek must be boolean');
  for (const field of templateFields) {
    if (typeof record[field] !== 'string') problems.push(`/${field} must be string`);
  }
  return problems;
}

/**
 * The meter-read content, always asked for fresh (SPEC section 7: no-cache header), since the
 * meter-read week flag can change at any moment.
 */
export const meterReadContentQuery = queryOptions({
  queryKey: ['content', 'meter-read'],
  queryFn: async (): Promise<MeterReadContent> => {
    const body = await httpClient('content').json(contentPaths.meterRead, {
      headers: noCacheHeaders,
    });
    const problems = meterReadContentProblems(body);
    if (problems.length > 0) throw new ContentShapeError('meter-read', problems);
    return body as MeterReadContent;
  },
});
