// What the external-lab module offers the rest of the API (app.ts registers its routes from here).
export { externalLabRoutes } from './routes';
export { providerRegistry } from './registry';
// A request's external lab state: the test request detail shows the same panel the status routes answer.
export { externalApiStatus, selectExternalLabRow } from './external-lab-state';
// The outbox worker's sender of external lab orders (app.ts builds it, main.ts hands it to the worker).
export { orderSender } from './order-outbox';
