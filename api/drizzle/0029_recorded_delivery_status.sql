-- A message kept by the portal with no carrier configured is logged as recorded, never as sent: it reached nobody.
ALTER TABLE "notification_logs" DROP CONSTRAINT "notification_logs_delivery_check";--> statement-breakpoint
ALTER TABLE "notification_logs" ADD CONSTRAINT "notification_logs_delivery_check" CHECK (delivery_status in ('sent', 'delivered', 'recorded', 'failed', 'pending'));