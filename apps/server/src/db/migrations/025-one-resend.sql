-- Issue 37: an SMS whose receipt does not come within SMS_DELIVERY_TIMEOUT_MINUTES is sent
-- once more, then reported not delivered. receipt_due_at is set when an SMSC accepted it (only
-- a transport with receipts gives part ids) and cleared when a receipt settles it, so the
-- outbox loop's scan reads only the messages still awaited.
ALTER TABLE outbox ADD COLUMN receipt_due_at timestamptz;
ALTER TABLE outbox ADD COLUMN resent_at timestamptz;
CREATE INDEX outbox_receipt_due ON outbox (receipt_due_at) WHERE receipt_due_at IS NOT NULL;
-- Which sending a part belongs to: either sending delivered whole delivers the message.
ALTER TABLE sms_parts ADD COLUMN sending smallint NOT NULL DEFAULT 1 CHECK (sending IN (1, 2));
