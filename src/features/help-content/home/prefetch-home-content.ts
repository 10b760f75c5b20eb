import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../categories/help-categories';
import { helpVideosQuery, serviceOutageQuery } from './home-content-queries';

/** Starts the help home's content requests side by side, without waiting for any of them. */
export function prefetchHomeContent(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(categoriesQuery);
  void queryClient.prefetchQuery(serviceOutageQuery);
  void queryClient.prefetchQuery(helpVideosQuery);
}
