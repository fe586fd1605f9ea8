-- One table of fixed-window counters for every limit (sign-in and password attempts, outgoing
-- messages). The old sign-in counters are transient and are dropped, not carried over.
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "auth_throttle" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_started_at");