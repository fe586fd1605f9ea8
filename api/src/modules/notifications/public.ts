// What the notifications module offers the rest of the API (app.ts registers its routes from here).
export { notificationRoutes } from './routes';
