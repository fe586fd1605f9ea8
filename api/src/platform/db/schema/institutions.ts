import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    institutionNumber: text('institution_number'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    institutionType: text('institution_type').notNull().default('Hospital'),
    /** IANA time zone of its appointments (reminder due times, texts); null: the server's (TZ). */
    timeZone: text('time_zone'),
    /** Four eyes on results: who entered or last changed a result's values may not review or release it. Off only for one-person labs. */
    secondPersonRelease: boolean('second_person_release').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('institutions_name_unique').on(t.name)],
);
