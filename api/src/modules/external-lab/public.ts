// What the external-lab module offers the rest of the API (app.ts registers its routes from here).
export { externalLabRoutes } from './routes';
export { providerRegistry } from './registry';
