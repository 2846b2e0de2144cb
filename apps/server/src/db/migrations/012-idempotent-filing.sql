-- A filing sent again (a retry after a dropped connection) names the same Idempotency-Key:
-- one customer's key files one application at most (DESIGN.md §7).
ALTER TABLE applications ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX applications_idempotency ON applications (customer_cid, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
