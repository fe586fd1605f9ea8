-- Every insert and update of a message takes the next number: the live updates stream's cursor.
CREATE SEQUENCE IF NOT EXISTS "interface_message_changes";--> statement-breakpoint
ALTER TABLE "interface_messages" ADD COLUMN "change_seq" bigint DEFAULT nextval('interface_message_changes') NOT NULL;--> statement-breakpoint
CREATE INDEX "interface_messages_change_idx" ON "interface_messages" USING btree ("change_seq");--> statement-breakpoint
CREATE FUNCTION "interface_messages_next_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('interface_message_changes');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "interface_messages_change" BEFORE UPDATE ON "interface_messages"
  FOR EACH ROW EXECUTE FUNCTION "interface_messages_next_change"();
