// What the order-lookups module offers the rest of the API (app.ts registers its routes from here).
export { orderLookupRoutes } from './routes';
