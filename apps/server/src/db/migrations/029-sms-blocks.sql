-- Issue 45: an admin can stop codes to one number or from one network for a while. Each block
-- is kept with who set it and why, and who lifted it: the history says why a customer got no code.
CREATE TABLE sms_blocks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('number', 'network')),
  -- The 8 digits of a number, or a network as the limits count it (IPv4 address, IPv6 /64).
  target text NOT NULL,
  reason text NOT NULL,
  blocked_by text NOT NULL,
  blocked_at timestamptz NOT NULL DEFAULT now(),
  until timestamptz NOT NULL,
  lifted_by text,
  lifted_at timestamptz
);
-- Every code request asks whether its number or network is blocked.
CREATE INDEX sms_blocks_in_force ON sms_blocks (target, until) WHERE lifted_at IS NULL;
