-- One numbering (docs/decisions/003): an application's id is its Application ID and its ticket id.
CREATE TABLE applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_cid char(11) NOT NULL REFERENCES customers (cid),
  service text NOT NULL,
  resource text NOT NULL,
  request_type text,
  division_id integer NOT NULL REFERENCES divisions (id),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  -- The form's fields but its files, as the shared schema parsed them.
  details jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX applications_customer ON applications (customer_cid, id DESC);

CREATE TABLE attachments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  field text NOT NULL,
  original_name text NOT NULL,
  kind text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  sha256 char(64) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_application ON attachments (application_id);
-- The file store's sweep asks whether any attachment still names a stored file.
CREATE INDEX attachments_sha256 ON attachments (sha256);

-- Every change of state, with who made it: nothing is lost, everything can be audited.
CREATE TABLE status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  from_status text,
  to_status text NOT NULL,
  actor text NOT NULL,
  remarks text NOT NULL DEFAULT ''
);
CREATE INDEX status_history_application ON status_history (application_id, at);
