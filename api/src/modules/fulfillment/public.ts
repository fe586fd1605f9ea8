// What the fulfillment module offers the rest of the API (app.ts registers its routes from here;
// a test request's cancel cancels its unsent shipments).
export { fulfillmentRoutes } from './routes';
export { cancelUnsentShipmentsOfTest } from './test-cancelled';
// The plan-shape check (bench/plan-shape.ts) explains the statements of a searched page.
export { selectFulfillmentPage } from './list-queries';
