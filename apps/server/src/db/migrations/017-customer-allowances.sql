-- One customer's own allowances, raised by an admin (issue 31): a contractor files for many
-- buildings. Each change is a row, newest last: the latest is what applies, the rest are its
-- history. NULL: the portal's default (FILINGS_PER_HOUR, STORAGE_QUOTA_MB).
CREATE TABLE customer_allowances (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cid char(11) NOT NULL REFERENCES customers (cid) ON DELETE CASCADE,
  filings_per_hour integer CHECK (filings_per_hour > 0),
  storage_quota_mb integer CHECK (storage_quota_mb > 0),
  reason text NOT NULL,
  changed_by text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_allowances_cid ON customer_allowances (cid, id DESC);
