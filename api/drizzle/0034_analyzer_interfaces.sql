CREATE TABLE "instrument_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"instrument_id" integer NOT NULL,
	"code" text NOT NULL,
	"marker_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model" text,
	"institution_id" integer NOT NULL,
	"lab_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"order_host" text,
	"order_port" integer,
	"order_message" text DEFAULT 'OML^O21' NOT NULL,
	"allowed_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_order_message_check" CHECK (order_message in ('OML^O21', 'ORM^O01')),
	CONSTRAINT "instruments_order_port_range" CHECK (order_port is null or order_port between 1 and 65535),
	CONSTRAINT "instruments_order_address_pair" CHECK ((order_host is null) = (order_port is null))
);
--> statement-breakpoint
CREATE TABLE "interface_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"protocol" text DEFAULT 'hl7v2' NOT NULL,
	"instrument_id" integer,
	"institution_id" integer,
	"test_request_id" integer,
	"message_type" text,
	"control_id" text,
	"status" text NOT NULL,
	"ack_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"raw" text NOT NULL,
	"ack_raw" text,
	"remote_address" text,
	"search_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "interface_messages_direction_check" CHECK (direction in ('in', 'out')),
	CONSTRAINT "interface_messages_protocol_check" CHECK (protocol in ('hl7v2', 'fhir')),
	CONSTRAINT "interface_messages_status_check" CHECK ((direction = 'in' and status in ('accepted', 'error', 'rejected', 'duplicate')) or (direction = 'out' and status in ('pending', 'sending', 'delivered', 'dead', 'discarded'))),
	CONSTRAINT "interface_messages_attempts_min" CHECK (attempts >= 0)
);
--> statement-breakpoint
ALTER TABLE "test_result_versions" ADD COLUMN "source" text DEFAULT 'entry' NOT NULL;--> statement-breakpoint
ALTER TABLE "instrument_codes" ADD CONSTRAINT "instrument_codes_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_codes" ADD CONSTRAINT "instrument_codes_marker_id_markers_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."markers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interface_messages" ADD CONSTRAINT "interface_messages_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interface_messages" ADD CONSTRAINT "interface_messages_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interface_messages" ADD CONSTRAINT "interface_messages_test_request_id_test_requests_id_fk" FOREIGN KEY ("test_request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instrument_codes_unique" ON "instrument_codes" USING btree ("instrument_id","code");--> statement-breakpoint
CREATE INDEX "instrument_codes_marker_idx" ON "instrument_codes" USING btree ("marker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_name_unique" ON "instruments" USING btree ("name");--> statement-breakpoint
CREATE INDEX "instruments_institution_idx" ON "instruments" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interface_messages_accepted_unique" ON "interface_messages" USING btree ("instrument_id","control_id") WHERE direction = 'in' and status = 'accepted';--> statement-breakpoint
CREATE INDEX "interface_messages_due_idx" ON "interface_messages" USING btree ("next_attempt_at","id") WHERE direction = 'out' and status in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "interface_messages_listed_idx" ON "interface_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interface_messages_institution_idx" ON "interface_messages" USING btree ("institution_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interface_messages_status_idx" ON "interface_messages" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interface_messages_instrument_idx" ON "interface_messages" USING btree ("instrument_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interface_messages_request_idx" ON "interface_messages" USING btree ("test_request_id");--> statement-breakpoint
ALTER TABLE "test_result_versions" ADD CONSTRAINT "test_result_versions_source_check" CHECK (source in ('entry', 'instrument', 'external_lab'));