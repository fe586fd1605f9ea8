import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('institutions_name_unique').on(t.name)],
);
