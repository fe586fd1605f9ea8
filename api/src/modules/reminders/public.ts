// What the reminders module offers the rest of the API (app.ts registers its routes from here).
export { reminderRoutes, testClockRoutes } from './routes';
export { ReminderScheduler } from './scheduler';
// Every change that moves a reminder (a request, a rule, an institution's zone) re-schedules through this.
export { ReminderSchedule } from './schedule';
export { reconcileReminders } from './schedule-queries';
// A request's reminder as the scheduler sends it, for the manual send from the test detail.
export { selectAppointmentFacts, selectRuleTexts } from './appointment';
export { appointmentValues, renderReminder } from './render';
// Which requests still have reminders standing: monitoring lists the same ones.
export { remindedStatusesSql } from './due-time';
