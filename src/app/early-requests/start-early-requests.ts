import { readEarlyRequestTable, startEarlyRequests } from './early-requests.ts';

// Built as its own tiny entry that the HTML runs before the app's entry (async module): it must
// import nothing the app shares, or it would wait for the very files it is meant to overtake.
const table = readEarlyRequestTable(document);
// A prerendered page is painted from its HTML: what the app will ask for waits for that paint,
// so it does not share the bandwidth the page's styles need (decision 015). The attribute is
// written here, not imported, for the reason above.
const prerendered = document.documentElement.hasAttribute('data-prerendered-page');
if (table && prerendered) {
  requestAnimationFrame(() => setTimeout(() => void startEarlyRequests(document, table), 0));
} else if (table) {
  void startEarlyRequests(document, table);
}
