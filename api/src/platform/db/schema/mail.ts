import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions';
import { users } from './users';

/** Every message the mail transport sent or recorded: nothing is silently dropped. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** 'smtp' when sent through SMTP_URL, 'recorded' by the development transport. */
    transport: text('transport').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_messages_transport_check', sql`transport in ('smtp', 'recorded')`),
    check('mail_messages_status_check', sql`status in ('sent', 'recorded', 'failed')`),
    index('mail_messages_created_at_idx').on(t.createdAt),
  ],
);

/** Messages users sent to support from the Contact Support page. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    fromEmail: text('from_email').notNull(),
    userName: text('user_name').notNull(),
    userRole: text('user_role').notNull(),
    institutionId: integer('institution_id').references(() => institutions.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    mailMessageId: integer('mail_message_id').references(() => mailMessages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contact_messages_message_length', sql`char_length(message) between 1 and 1000`),
    check('contact_messages_subject_length', sql`char_length(subject) between 1 and 200`),
    index('contact_messages_user_idx').on(t.userId),
    index('contact_messages_created_at_idx').on(t.createdAt),
  ],
);
