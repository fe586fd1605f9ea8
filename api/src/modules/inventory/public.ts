// What the inventory module offers the rest of the API (app.ts registers its routes from here).
export { inventoryRoutes } from './routes';
