-- One row per wallet sign-in: the provider's thread id, what the wallet shared, and when
-- it was used. The thread id is the credential, so a row is short-lived and single use.
CREATE TABLE wallet_threads (
  id text PRIMARY KEY,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'verified', 'rejected', 'no_data')),
  cid text,
  mobile text,
  shared jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Who asked for the QR code: a client may start only so many sign-ins at a time.
  client_ip text NOT NULL DEFAULT ''
);
CREATE INDEX wallet_threads_expires_at ON wallet_threads (expires_at);
CREATE INDEX wallet_threads_client ON wallet_threads (client_ip, created_at);

-- Values the portal makes once and every instance shares, such as the webhook's secret.
CREATE TABLE portal_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
