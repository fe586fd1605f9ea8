// How the lists built on test requests (test requests, results, fulfillment) search a request:
// its words and its identifiers. A module of its own, with no routes, so that each of those
// lists can use it without depending on another's routes (docs/search.md).
export { requestsMatching, requestsSearched } from './search';
