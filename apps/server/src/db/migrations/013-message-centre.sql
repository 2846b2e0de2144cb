-- The message centre (issue 15, DESIGN.md §7): the customer's own copy of every SMS and
-- email the portal sent them about their account and applications. The outbox is the
-- delivery queue and forgets; this is what the customer reads, and marks read, in the portal.
CREATE TABLE customer_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_cid char(11) NOT NULL REFERENCES customers (cid) ON DELETE CASCADE,
  application_id bigint REFERENCES applications (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_messages_newest ON customer_messages (customer_cid, id DESC);
