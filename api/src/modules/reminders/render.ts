// A reminder's texts for one appointment: the rule's templates with the placeholders filled in.
// Templates are plain text. The email's HTML is the rendered text escaped as a whole (a patient
// called "<b>Eve</b>" is shown as typed, never as markup) inside a plain layout, with the text as
// the alternative part; the subject is one line.
import { escapeHtml, renderReminderText, type ReminderValues } from '@lab/shared';

export interface AppointmentFacts {
  patientName: string;
  testName: string;
  expected: Date;
  institutionName: string;
  institutionPhone: string | null;
  /** The institution's zone, else the server's: the dates and times are printed in it. */
  timeZone: string;
}

export interface ReminderTemplates {
  subject_template: string | null;
  message_template_email: string | null;
  message_template_sms: string | null;
}

export interface RenderedReminder {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

/** What {institution_phone} says when the institution has no number. */
export const NO_INSTITUTION_PHONE = 'the number on your appointment letter';

export function appointmentValues(facts: AppointmentFacts): ReminderValues {
  // 'Wednesday 1 July 2026' from its parts: ICU versions differ on the comma after the weekday
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: facts.timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(facts.expected).map((p) => [p.type, p.value]),
  );
  const date = `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: facts.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(facts.expected);
  return {
    patient_name: facts.patientName,
    test_name: facts.testName,
    test_datetime: `${date} at ${time}`,
    test_date: date,
    test_time: time,
    institution_name: facts.institutionName,
    institution_phone: facts.institutionPhone?.trim() || NO_INSTITUTION_PHONE,
  };
}

/** Paragraphs at blank lines, line breaks within them. */
const htmlParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p style="margin:0 0 16px 0">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function htmlLayout(title: string, body: string, sender: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#1d4ed8;color:#ffffff;padding:20px 32px;font-size:18px;font-weight:bold">${escapeHtml(sender)}</td></tr>
<tr><td style="padding:32px;font-size:15px;line-height:1.6">
${body}
</td></tr>
<tr><td style="padding:16px 32px;background:#f9fafb;color:#52606d;font-size:12px;line-height:1.5">This is an automated appointment reminder from ${escapeHtml(sender)}. Please do not reply to this email.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function renderReminder(templates: ReminderTemplates, values: ReminderValues): RenderedReminder {
  const text = renderReminderText(templates.message_template_email ?? '', values).trim();
  const subject = oneLine(renderReminderText(templates.subject_template ?? '', values));
  return {
    subject,
    text,
    html: htmlLayout(subject, htmlParagraphs(text), values.institution_name),
    sms: renderReminderText(templates.message_template_sms ?? '', values).trim(),
  };
}
