-- Issue 37: whether an SMS reached the phone, from the SMSC's delivery receipts.
-- Each part the SMSC accepted has its message id; a receipt names one. A receipt may come
-- before the sender has written the part down, so either order fills the same row.
CREATE TABLE sms_parts (
  smsc_message_id text PRIMARY KEY,
  outbox_id bigint REFERENCES outbox (id) ON DELETE CASCADE,
  delivery text CHECK (delivery IN ('delivered', 'not_delivered')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_parts_of_message ON sms_parts (outbox_id);
-- Delivered once every part is, not delivered once one is not; unknown until then.
ALTER TABLE outbox ADD COLUMN delivery text CHECK (delivery IN ('delivered', 'not_delivered'));
