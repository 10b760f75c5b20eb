import { queryOptions } from '@tanstack/react-query';
import { contentPaths } from '../../site/content-paths.ts';
import { parseContentPage } from '../../lib/content/parse-content-page.ts';
import { httpClient } from '../../lib/http/http-clients.ts';

/** The deals content page (SPEC section 7), fetched as HTML and parsed; sanitised when shown. */
export const dealsPageQuery = queryOptions({
  queryKey: ['content', 'deals'],
  queryFn: async () => parseContentPage(await httpClient('content').text(contentPaths.deals)),
});
