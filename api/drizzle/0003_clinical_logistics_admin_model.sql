CREATE TABLE "collection_device_tube_types" (
	"collection_device_id" integer NOT NULL,
	"tube_type_id" integer NOT NULL,
	CONSTRAINT "collection_device_tube_types_collection_device_id_tube_type_id_pk" PRIMARY KEY("collection_device_id","tube_type_id")
);
--> statement-breakpoint
CREATE TABLE "collection_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"max_capacity_ul" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_devices_capacity_min" CHECK (max_capacity_ul is null or max_capacity_ul >= 1)
);
--> statement-breakpoint
CREATE TABLE "institution_labs" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"lab_id" integer NOT NULL,
	"sample_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"address" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marker_institutions" (
	"marker_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	CONSTRAINT "marker_institutions_marker_id_institution_id_pk" PRIMARY KEY("marker_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "marker_sample_types" (
	"marker_id" integer NOT NULL,
	"sample_type_id" integer NOT NULL,
	CONSTRAINT "marker_sample_types_marker_id_sample_type_id_pk" PRIMARY KEY("marker_id","sample_type_id")
);
--> statement-breakpoint
CREATE TABLE "marker_tube_types" (
	"marker_id" integer NOT NULL,
	"tube_type_id" integer NOT NULL,
	CONSTRAINT "marker_tube_types_marker_id_tube_type_id_pk" PRIMARY KEY("marker_id","tube_type_id")
);
--> statement-breakpoint
CREATE TABLE "markers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"marker_code" text,
	"description" text,
	"units" text,
	"range_min" numeric(12, 4),
	"range_max" numeric(12, 4),
	"volume_ul" numeric(10, 2) DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markers_volume_non_negative" CHECK (volume_ul >= 0),
	CONSTRAINT "markers_range_order" CHECK (range_min is null or range_max is null or range_min <= range_max)
);
--> statement-breakpoint
CREATE TABLE "panel_institutions" (
	"panel_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	CONSTRAINT "panel_institutions_panel_id_institution_id_pk" PRIMARY KEY("panel_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "panel_markers" (
	"panel_id" integer NOT NULL,
	"marker_id" integer NOT NULL,
	CONSTRAINT "panel_markers_panel_id_marker_id_pk" PRIMARY KEY("panel_id","marker_id")
);
--> statement-breakpoint
CREATE TABLE "panels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sample_type_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statuses_sort_order_min" CHECK (sort_order >= 0)
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_locations_sort_order_min" CHECK (sort_order >= 0)
);
--> statement-breakpoint
CREATE TABLE "tube_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_institutions" (
	"patient_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	CONSTRAINT "patient_institutions_patient_id_institution_id_pk" PRIMARY KEY("patient_id","institution_id")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"phone" text,
	"email" text,
	"insurance_number" text,
	"nhs_number" text,
	"medical_record_number" text NOT NULL,
	"street_address_1" text,
	"street_address_2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"clinician_id" integer,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_gender_check" CHECK (gender is null or gender in ('Male', 'Female', 'Other', 'Prefer not to say')),
	CONSTRAINT "patients_names_not_blank" CHECK (btrim(first_name) <> '' and btrim(last_name) <> '')
);
--> statement-breakpoint
CREATE TABLE "test_request_devices" (
	"test_request_id" integer NOT NULL,
	"collection_device_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "test_request_devices_test_request_id_collection_device_id_pk" PRIMARY KEY("test_request_id","collection_device_id"),
	CONSTRAINT "test_request_devices_quantity_min" CHECK (quantity >= 1)
);
--> statement-breakpoint
CREATE TABLE "test_request_markers" (
	"test_request_id" integer NOT NULL,
	"marker_id" integer NOT NULL,
	CONSTRAINT "test_request_markers_test_request_id_marker_id_pk" PRIMARY KEY("test_request_id","marker_id")
);
--> statement-breakpoint
CREATE TABLE "test_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"requested_by" integer,
	"clinician_id" integer,
	"test_name" text NOT NULL,
	"category" text,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sample_type_id" integer,
	"panel_id" integer,
	"lab_id" integer,
	"barcode_number" text,
	"department" text,
	"cms_priority" text,
	"cms_status" text,
	"notes" text,
	"custom_data" jsonb,
	"expected_test_datetime" timestamp with time zone,
	"fulfillment_by_partner" boolean DEFAULT false NOT NULL,
	"fulfillment_partner_id" integer,
	"archived_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_requests_priority_check" CHECK (priority in ('normal', 'urgent', 'stat')),
	CONSTRAINT "test_requests_status_check" CHECK (status in ('pending', 'approved', 'fulfilled', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "test_requests_partner_check" CHECK (fulfillment_by_partner or fulfillment_partner_id is null)
);
--> statement-breakpoint
CREATE TABLE "test_result_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"result_data" text NOT NULL,
	"result_values" jsonb,
	"interpretation" text,
	"author_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_result_versions_status_check" CHECK (status in ('draft', 'reviewed', 'final', 'amended')),
	CONSTRAINT "test_result_versions_amendment_reason" CHECK (status <> 'amended' or btrim(coalesce(reason, '')) <> ''),
	CONSTRAINT "test_result_versions_data_not_blank" CHECK (btrim(result_data) <> '')
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_request_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"entered_by" integer,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"external_api_status" text,
	"external_lab_id" text,
	"api_order_submitted_at" timestamp with time zone,
	"api_results_received_at" timestamp with time zone,
	"has_external_results" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_results_status_check" CHECK (status in ('draft', 'reviewed', 'final', 'amended')),
	CONSTRAINT "test_results_external_status_check" CHECK (external_api_status is null or external_api_status in ('pending', 'submitted', 'sample_received', 'complete', 'failed')),
	CONSTRAINT "test_results_version_min" CHECK (current_version >= 1)
);
--> statement-breakpoint
CREATE TABLE "inventory_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text NOT NULL,
	"fulfillment_request_id" integer,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_adjustments_delta_nonzero" CHECK (delta <> 0),
	CONSTRAINT "inventory_adjustments_after_non_negative" CHECK (quantity_after >= 0),
	CONSTRAINT "inventory_adjustments_reason_not_blank" CHECK (btrim(reason) <> '')
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"item_sku" text NOT NULL,
	"item_description" text,
	"category" text DEFAULT 'Test Kits' NOT NULL,
	"storage_location_id" integer,
	"quantity_available" integer DEFAULT 0 NOT NULL,
	"quantity_reserved" integer DEFAULT 0 NOT NULL,
	"minimum_threshold" integer DEFAULT 10 NOT NULL,
	"po_number" text NOT NULL,
	"purchase_date" date,
	"received_date" date,
	"institution_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_category_check" CHECK (category in ('Collection', 'Test Kits', 'Supplies', 'Equipment', 'Reagents', 'Consumables')),
	CONSTRAINT "inventory_items_available_non_negative" CHECK (quantity_available >= 0),
	CONSTRAINT "inventory_items_reserved_range" CHECK (quantity_reserved >= 0 and quantity_reserved <= quantity_available),
	CONSTRAINT "inventory_items_threshold_non_negative" CHECK (minimum_threshold >= 0)
);
--> statement-breakpoint
CREATE TABLE "fulfillment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_request_id" integer NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"quantity_requested" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"requested_by" integer,
	"assigned_to" integer,
	"tracking_number" text,
	"barcode_number" text,
	"dispatch_date" timestamp with time zone,
	"delivery_date" timestamp with time zone,
	"notes" text,
	"replaces_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfillment_requests_status_check" CHECK (status in ('pending', 'assigned', 'dispatched', 'delivered', 'cancelled')),
	CONSTRAINT "fulfillment_requests_priority_check" CHECK (priority in ('normal', 'urgent', 'stat')),
	CONSTRAINT "fulfillment_requests_quantity_min" CHECK (quantity_requested >= 1),
	CONSTRAINT "fulfillment_requests_tracking_when_shipped" CHECK (status not in ('dispatched', 'delivered') or btrim(coalesce(tracking_number, '')) <> '')
);
--> statement-breakpoint
CREATE TABLE "notification_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"test_request_id" integer,
	"institution_id" integer,
	"patient_id" integer,
	"message_type" text NOT NULL,
	"notification_type" text NOT NULL,
	"recipient_type" text NOT NULL,
	"recipient_email" text,
	"recipient_phone" text,
	"subject" text,
	"message" text,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"triggered_by_type" text NOT NULL,
	"triggered_by_user_id" integer,
	CONSTRAINT "notification_logs_type_check" CHECK (notification_type in ('email', 'sms')),
	CONSTRAINT "notification_logs_recipient_type_check" CHECK (recipient_type in ('patient', 'staff')),
	CONSTRAINT "notification_logs_delivery_check" CHECK (delivery_status in ('sent', 'delivered', 'failed', 'pending')),
	CONSTRAINT "notification_logs_trigger_check" CHECK (triggered_by_type in ('system', 'manual')),
	CONSTRAINT "notification_logs_recipient_present" CHECK (recipient_email is not null or recipient_phone is not null)
);
--> statement-breakpoint
CREATE TABLE "reminder_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reminder_type" text NOT NULL,
	"time_value" integer NOT NULL,
	"time_unit" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"notification_channels" text DEFAULT 'email,sms' NOT NULL,
	"subject_template" text,
	"message_template_email" text,
	"message_template_sms" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_configs_type_format" CHECK (reminder_type ~ '^[a-z0-9_]+$'),
	CONSTRAINT "reminder_configs_time_value_min" CHECK (time_value >= 1),
	CONSTRAINT "reminder_configs_time_unit_check" CHECK (time_unit in ('minutes', 'hours', 'days', 'weeks')),
	CONSTRAINT "reminder_configs_channels_check" CHECK (notification_channels in ('email', 'sms', 'email,sms'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_request_id" integer NOT NULL,
	"reminder_type" text NOT NULL,
	"channel" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_reminders_channel_check" CHECK (channel in ('email', 'sms')),
	CONSTRAINT "scheduled_reminders_status_check" CHECK (status in ('scheduled', 'sent', 'missed', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "collection_device_tube_types" ADD CONSTRAINT "collection_device_tube_types_collection_device_id_collection_devices_id_fk" FOREIGN KEY ("collection_device_id") REFERENCES "public"."collection_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_device_tube_types" ADD CONSTRAINT "collection_device_tube_types_tube_type_id_tube_types_id_fk" FOREIGN KEY ("tube_type_id") REFERENCES "public"."tube_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_labs" ADD CONSTRAINT "institution_labs_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_labs" ADD CONSTRAINT "institution_labs_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_labs" ADD CONSTRAINT "institution_labs_sample_type_id_sample_types_id_fk" FOREIGN KEY ("sample_type_id") REFERENCES "public"."sample_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_institutions" ADD CONSTRAINT "marker_institutions_marker_id_markers_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."markers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_institutions" ADD CONSTRAINT "marker_institutions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_sample_types" ADD CONSTRAINT "marker_sample_types_marker_id_markers_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."markers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_sample_types" ADD CONSTRAINT "marker_sample_types_sample_type_id_sample_types_id_fk" FOREIGN KEY ("sample_type_id") REFERENCES "public"."sample_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_tube_types" ADD CONSTRAINT "marker_tube_types_marker_id_markers_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."markers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marker_tube_types" ADD CONSTRAINT "marker_tube_types_tube_type_id_tube_types_id_fk" FOREIGN KEY ("tube_type_id") REFERENCES "public"."tube_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_institutions" ADD CONSTRAINT "panel_institutions_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_institutions" ADD CONSTRAINT "panel_institutions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_markers" ADD CONSTRAINT "panel_markers_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_markers" ADD CONSTRAINT "panel_markers_marker_id_markers_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."markers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_sample_type_id_sample_types_id_fk" FOREIGN KEY ("sample_type_id") REFERENCES "public"."sample_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_institutions" ADD CONSTRAINT "patient_institutions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_institutions" ADD CONSTRAINT "patient_institutions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_clinician_id_users_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_request_devices" ADD CONSTRAINT "test_request_devices_test_request_id_test_requests_id_fk" FOREIGN KEY ("test_request_id") REFERENCES "public"."test_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_request_devices" ADD CONSTRAINT "test_request_devices_collection_device_id_collection_devices_id_fk" FOREIGN KEY ("collection_device_id") REFERENCES "public"."collection_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_request_markers" ADD CONSTRAINT "test_request_markers_test_request_id_test_requests_id_fk" FOREIGN KEY ("test_request_id") REFERENCES "public"."test_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_request_markers" ADD CONSTRAINT "test_request_markers_marker_id_markers_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."markers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_clinician_id_users_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_sample_type_id_sample_types_id_fk" FOREIGN KEY ("sample_type_id") REFERENCES "public"."sample_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_panel_id_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."panels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_requests" ADD CONSTRAINT "test_requests_fulfillment_partner_id_users_id_fk" FOREIGN KEY ("fulfillment_partner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_result_versions" ADD CONSTRAINT "test_result_versions_result_id_test_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."test_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_result_versions" ADD CONSTRAINT "test_result_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_request_id_test_requests_id_fk" FOREIGN KEY ("test_request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_storage_location_id_storage_locations_id_fk" FOREIGN KEY ("storage_location_id") REFERENCES "public"."storage_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_requests" ADD CONSTRAINT "fulfillment_requests_test_request_id_test_requests_id_fk" FOREIGN KEY ("test_request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_requests" ADD CONSTRAINT "fulfillment_requests_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_requests" ADD CONSTRAINT "fulfillment_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_requests" ADD CONSTRAINT "fulfillment_requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_requests" ADD CONSTRAINT "fulfillment_requests_replaces_fk" FOREIGN KEY ("replaces_request_id") REFERENCES "public"."fulfillment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_logs" ADD CONSTRAINT "notification_logs_test_request_id_test_requests_id_fk" FOREIGN KEY ("test_request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_logs" ADD CONSTRAINT "notification_logs_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_logs" ADD CONSTRAINT "notification_logs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_logs" ADD CONSTRAINT "notification_logs_triggered_by_user_id_users_id_fk" FOREIGN KEY ("triggered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ADD CONSTRAINT "scheduled_reminders_test_request_id_test_requests_id_fk" FOREIGN KEY ("test_request_id") REFERENCES "public"."test_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_devices_name_unique" ON "collection_devices" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_labs_unique" ON "institution_labs" USING btree ("institution_id","lab_id","sample_type_id");--> statement-breakpoint
CREATE INDEX "institution_labs_lookup_idx" ON "institution_labs" USING btree ("institution_id","sample_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labs_name_unique" ON "labs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "marker_institutions_institution_idx" ON "marker_institutions" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "marker_sample_types_sample_type_idx" ON "marker_sample_types" USING btree ("sample_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "markers_name_unique" ON "markers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "panel_institutions_institution_idx" ON "panel_institutions" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "panel_markers_marker_idx" ON "panel_markers" USING btree ("marker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "panels_name_unique" ON "panels" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_types_name_unique" ON "sample_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "statuses_name_unique" ON "statuses" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_locations_name_unique" ON "storage_locations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "storage_locations_sort_idx" ON "storage_locations" USING btree ("sort_order","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tube_types_name_unique" ON "tube_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "patient_institutions_institution_idx" ON "patient_institutions" USING btree ("institution_id","patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_mrn_unique" ON "patients" USING btree ("medical_record_number");--> statement-breakpoint
CREATE INDEX "patients_created_at_idx" ON "patients" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patients_clinician_idx" ON "patients" USING btree ("clinician_id");--> statement-breakpoint
CREATE INDEX "patients_last_name_idx" ON "patients" USING btree (lower(last_name));--> statement-breakpoint
CREATE INDEX "patients_email_idx" ON "patients" USING btree (lower(email));--> statement-breakpoint
CREATE INDEX "test_requests_institution_requested_idx" ON "test_requests" USING btree ("institution_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_requests_requested_at_idx" ON "test_requests" USING btree ("requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_requests_status_idx" ON "test_requests" USING btree ("status","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_requests_priority_idx" ON "test_requests" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "test_requests_patient_idx" ON "test_requests" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "test_requests_clinician_idx" ON "test_requests" USING btree ("clinician_id");--> statement-breakpoint
CREATE INDEX "test_requests_barcode_idx" ON "test_requests" USING btree ("barcode_number");--> statement-breakpoint
CREATE INDEX "test_requests_expected_idx" ON "test_requests" USING btree ("expected_test_datetime");--> statement-breakpoint
CREATE UNIQUE INDEX "test_result_versions_unique" ON "test_result_versions" USING btree ("result_id","version");--> statement-breakpoint
CREATE INDEX "test_results_request_idx" ON "test_results" USING btree ("test_request_id");--> statement-breakpoint
CREATE INDEX "test_results_status_idx" ON "test_results" USING btree ("status","entered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_results_entered_at_idx" ON "test_results" USING btree ("entered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_adjustments_item_idx" ON "inventory_adjustments" USING btree ("inventory_item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_sku_unique" ON "inventory_items" USING btree ("item_sku");--> statement-breakpoint
CREATE INDEX "inventory_items_category_idx" ON "inventory_items" USING btree ("category");--> statement-breakpoint
CREATE INDEX "inventory_items_location_idx" ON "inventory_items" USING btree ("storage_location_id");--> statement-breakpoint
CREATE INDEX "inventory_items_institution_idx" ON "inventory_items" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "inventory_items_low_stock_idx" ON "inventory_items" USING btree ((quantity_available - minimum_threshold));--> statement-breakpoint
CREATE INDEX "inventory_items_name_idx" ON "inventory_items" USING btree ("item_name");--> statement-breakpoint
CREATE INDEX "fulfillment_requests_status_idx" ON "fulfillment_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_created_at_idx" ON "fulfillment_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_assigned_idx" ON "fulfillment_requests" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "fulfillment_requests_test_request_idx" ON "fulfillment_requests" USING btree ("test_request_id");--> statement-breakpoint
CREATE INDEX "fulfillment_requests_item_idx" ON "fulfillment_requests" USING btree ("inventory_item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_logs_sent_at_idx" ON "notification_logs" USING btree ("sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_logs_test_request_idx" ON "notification_logs" USING btree ("test_request_id");--> statement-breakpoint
CREATE INDEX "notification_logs_institution_idx" ON "notification_logs" USING btree ("institution_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_logs_status_idx" ON "notification_logs" USING btree ("delivery_status");--> statement-breakpoint
CREATE INDEX "notification_logs_message_type_idx" ON "notification_logs" USING btree ("message_type");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_configs_type_unique" ON "reminder_configs" USING btree ("reminder_type");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_reminders_unique" ON "scheduled_reminders" USING btree ("test_request_id","reminder_type","channel");--> statement-breakpoint
CREATE INDEX "scheduled_reminders_due_idx" ON "scheduled_reminders" USING btree ("status","scheduled_for");