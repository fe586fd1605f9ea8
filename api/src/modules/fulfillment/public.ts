// What the fulfillment module offers the rest of the API (app.ts registers its routes from here;
// a test request's cancel cancels its unsent shipments).
export { fulfillmentRoutes } from './routes';
export { cancelUnsentShipmentsOfTest } from './test-cancelled';
