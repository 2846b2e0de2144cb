-- The outbox's lanes (issue 45, decision 074): a code goes before every notification, and
-- codes take turns by the network that asked for them, so no code waits behind another
-- network's burst. A code that could no longer arrive before it expires is not sent; its
-- challenge ends with it.
ALTER TABLE outbox ADD COLUMN code_challenge text;
ALTER TABLE outbox ADD COLUMN network text;
ALTER TABLE outbox ADD COLUMN expires_at timestamptz;
-- Codes first: the claim reads the codes' lane by this index before the notifications'.
CREATE INDEX outbox_due_codes ON outbox (next_attempt_at) WHERE sent_at IS NULL AND code_challenge IS NOT NULL;
