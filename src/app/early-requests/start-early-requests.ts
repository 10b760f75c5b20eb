import { readEarlyRequestTable, startEarlyRequests } from './early-requests';

// Built as its own tiny entry that the HTML runs before the app's entry (async module): it must
// import nothing the app shares, or it would wait for the very files it is meant to overtake.
const table = readEarlyRequestTable(document);
if (table) startEarlyRequests(document, table);
