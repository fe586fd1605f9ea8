CREATE TABLE "test_request_cancel_claims" (
	"test_request_id" integer PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_request_cancel_claims" ADD CONSTRAINT "test_request_cancel_claims_test_request_id_test_requests_id_fk" FOREIGN KEY ("test_request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;