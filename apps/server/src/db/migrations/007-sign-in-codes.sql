-- One-time codes by SMS (DESIGN.md §5). The client holds the challenge; only its SHA-256 is
-- kept, and the code only as a SHA-256 salted with the challenge, so a copy of this table
-- opens nothing. A challenge dies after 5 wrong codes, 5 minutes, or its one use.
CREATE TABLE code_challenges (
  id_hash char(64) PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('sign-in', 'registration', 'mobile-change')),
  cid char(11) NOT NULL,
  mobile varchar(8) NOT NULL,
  -- What the code completes: the registration's body; for a change of mobile, the session kept.
  payload jsonb NOT NULL DEFAULT '{}',
  code_hash char(64) NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX code_challenges_expires_at ON code_challenges (expires_at);

-- Development only, while no SMS gateway or mail server is configured: what would have been
-- sent, for a tester to read at /dev/sms. Production refuses to start without a gateway.
CREATE TABLE dev_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_messages_recipient ON dev_messages (recipient, at DESC);
