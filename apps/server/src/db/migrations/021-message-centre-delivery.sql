-- Issue 37: the message centre shows whether each SMS reached the phone: its copy knows the
-- outbox message that carried it. Copies made before this have none, and show nothing.
ALTER TABLE customer_messages ADD COLUMN outbox_id bigint REFERENCES outbox (id) ON DELETE SET NULL;
