// What the fulfillment module offers the rest of the API (app.ts registers its routes from here).
export { fulfillmentRoutes } from './routes';
