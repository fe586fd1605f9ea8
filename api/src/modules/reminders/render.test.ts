import { appointmentValues, NO_INSTITUTION_PHONE, renderReminder } from './render';

const facts = {
  patientName: 'Jane Doe',
  testName: 'Full Blood Count',
  expected: new Date('2026-07-01T11:00:00.000Z'),
  institutionName: "St Mary's",
  institutionPhone: '+44 20 7946 0000',
  timeZone: 'Europe/London',
};

describe('a reminder’s texts', () => {
  it('print the test’s date and time in the institution’s zone', () => {
    expect(appointmentValues(facts)).toEqual({
      patient_name: 'Jane Doe',
      test_name: 'Full Blood Count',
      test_datetime: 'Wednesday 1 July 2026 at 12:00',
      test_date: 'Wednesday 1 July 2026',
      test_time: '12:00',
      institution_name: "St Mary's",
      institution_phone: '+44 20 7946 0000',
    });
    expect(appointmentValues({ ...facts, timeZone: 'America/New_York', institutionPhone: null })).toMatchObject({ test_time: '07:00', institution_phone: NO_INSTITUTION_PHONE });
  });

  it('fill every placeholder, keep the subject on one line, and escape the HTML as a whole', () => {
    const rendered = renderReminder(
      { subject_template: 'Your {test_name}\nat {institution_name}', message_template_email: 'Dear {patient_name},\n\nSee you {test_datetime}.\nCall {institution_phone}.', message_template_sms: '{test_name} {test_date} {test_time}' },
      appointmentValues({ ...facts, patientName: '<script>alert("x")</script>' }),
    );
    expect(rendered.subject).toBe("Your Full Blood Count at St Mary's");
    expect(rendered.text).toBe('Dear <script>alert("x")</script>,\n\nSee you Wednesday 1 July 2026 at 12:00.\nCall +44 20 7946 0000.');
    expect(rendered.sms).toBe('Full Blood Count Wednesday 1 July 2026 12:00');
    expect(rendered.html).toContain('<p style="margin:0 0 16px 0">Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,</p>');
    expect(rendered.html).toContain('See you Wednesday 1 July 2026 at 12:00.<br>Call +44 20 7946 0000.');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('<title>Your Full Blood Count at St Mary&#39;s</title>');
  });
});
