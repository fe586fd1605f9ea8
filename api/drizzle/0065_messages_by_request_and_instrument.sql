-- Every message logged refreshes its request's line on the instrument's worklist, which reads the
-- newest message out and the newest result in of that request on that instrument. By the request
-- alone that read every message the request ever had and sorted them, so each import cost more
-- than the last for a request an analyzer keeps sending (repeats, corrections, errors): 1.5 ms of
-- a 4.6 ms import at about a hundred messages a request. By request, instrument and direction the
-- newest is the index's last entry. The request's own lookups use the same index's first column.
CREATE INDEX "interface_messages_request_instrument_idx" ON "interface_messages" USING btree ("test_request_id", "instrument_id", "direction", "id");
--> statement-breakpoint
DROP INDEX "interface_messages_request_idx";
