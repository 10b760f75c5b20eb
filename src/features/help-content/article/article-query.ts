import { queryOptions } from '@tanstack/react-query';
import { contentPaths } from '../../../site/content-paths.ts';
import { parseContentPage } from '../../../lib/content/parse-content-page.ts';
import { httpClient } from '../../../lib/http/http-clients.ts';

/** An article page of the content service, fetched as HTML and parsed (SPEC section 7). */
export const articleQuery = (category: string, article: string) =>
  queryOptions({
    queryKey: ['content', 'article', category, article],
    queryFn: async () =>
      parseContentPage(await httpClient('content').text(contentPaths.article(category, article))),
  });
