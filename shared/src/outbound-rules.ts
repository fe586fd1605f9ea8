// Messages the portal sends on someone's behalf (to patients, staff, suppliers or support) are
// limited per sender and per institution per hour, so that one account, stolen or careless,
// cannot turn the portal into a mass mailer. Names and free text put into a message are plain
// text: they never become a link there.

/** Per sender and per institution, per OUTBOUND_WINDOW_MS. `what` names them in the 429's text. */
export const OUTBOUND_LIMITS = {
  test_notification: { what: 'test notifications', perSender: 10, perInstitution: 30 },
  manual_reminder: { what: 'notifications sent by hand', perSender: 30, perInstitution: 200 },
  user_email: { what: 'emails to users', perSender: 30, perInstitution: 100 },
  stock_request: { what: 'stock requests', perSender: 10, perInstitution: 30 },
  contact_message: { what: 'messages to support', perSender: 5, perInstitution: 30 },
} as const;
export type OutboundKind = keyof typeof OUTBOUND_LIMITS;

export const OUTBOUND_WINDOW_MS = 3600_000;

/** Why a text message was not sent to a number abroad. */
export const smsCountryRefused = (allowed: readonly string[]) =>
  `Text messages go only to numbers in the countries the portal serves (${allowed.length ? allowed.join(', ') : 'none configured'})`;
