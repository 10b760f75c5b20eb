/**
 * The routes whose pages are read, not operated (decision 025): the build serves them as their
 * prerendered HTML with the small content-page script, never the app. Route ids as the router
 * names them. Every other prerendered page (the journeys' first steps) starts the app.
 */
export const staticFirstRouteIds: readonly string[] = [
  '/',
  '/$category/',
  '/$category/$article',
  '/contact-us',
];
