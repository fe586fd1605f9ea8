// The reminder presets of spec 3 section 9, with their default timing and channels.
const email = (when: string) =>
  `Dear {patient_name},\n\nThis is a reminder that your {test_name} is scheduled ${when} on {test_date} at {test_time} at {institution_name}.\n\nIf you need to rearrange, please call us on {institution_phone}.\n\nKind regards,\n{institution_name}`;
const sms = (when: string) => `Reminder: your {test_name} is ${when}, {test_date} at {test_time}, at {institution_name}. Questions? Call {institution_phone}.`;

export const REMINDER_PRESETS = [
  { reminderType: '7_days_before', timeValue: 7, timeUnit: 'days', channels: 'email,sms', subject: 'Your test is in one week', when: 'in one week' },
  { reminderType: '3_hours_before', timeValue: 3, timeUnit: 'hours', channels: 'email,sms', subject: 'Your test is in 3 hours', when: 'in 3 hours' },
  { reminderType: '24_hours_before', timeValue: 24, timeUnit: 'hours', channels: 'email', subject: 'Your test is tomorrow', when: 'tomorrow' },
  { reminderType: '1_hour_before', timeValue: 1, timeUnit: 'hours', channels: 'sms', subject: 'Your test is in 1 hour', when: 'in 1 hour' },
  { reminderType: '14_days_before', timeValue: 14, timeUnit: 'days', channels: 'email', subject: 'Your test is in two weeks', when: 'in two weeks' },
].map((p) => ({
  reminderType: p.reminderType,
  timeValue: p.timeValue,
  timeUnit: p.timeUnit,
  notificationChannels: p.channels,
  isActive: true,
  subjectTemplate: `${p.subject}: {test_name}`,
  messageTemplateEmail: email(p.when),
  messageTemplateSms: sms(p.when),
}));
