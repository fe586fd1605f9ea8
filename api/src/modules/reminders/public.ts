// What the reminders module offers the rest of the API (app.ts registers its routes from here).
export { reminderRoutes, testClockRoutes } from './routes';
export { ReminderScheduler } from './scheduler';
