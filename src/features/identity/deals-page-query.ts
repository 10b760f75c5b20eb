import { queryOptions } from '@tanstack/react-query';
import { contentPaths } from '../../site/content-paths.ts';
import { parseContentPage } from '../../lib/content/parse-content-page.ts';
import { httpClient } from '../../lib/http/http-clients.ts';
import { sanitisersLoaded } from '../../lib/sanitise/load-sanitisers.ts';

/**
 * The deals content page (SPEC section 7), fetched as HTML and parsed; sanitised when shown, by
 * sanitisers that load beside it so the page shows whole.
 */
export const dealsPageQuery = queryOptions({
  queryKey: ['content', 'deals'],
  queryFn: async () => {
    const [html] = await Promise.all([
      httpClient('content').text(contentPaths.deals),
      sanitisersLoaded(),
    ]);
    return parseContentPage(html);
  },
});
