-- Who works an application (DESIGN.md §7): an officer takes it, or an admin assigns it.
ALTER TABLE applications ADD COLUMN assignee_id integer REFERENCES staff (id);
-- "Assigned to me" reads one officer's open applications in inbox order.
CREATE INDEX applications_assignee ON applications (assignee_id, status, created_at, id)
  WHERE assignee_id IS NOT NULL;

-- The history also keeps assignments and notes. Internal entries never reach the customer.
ALTER TABLE status_history
  ADD COLUMN kind text NOT NULL DEFAULT 'status' CHECK (kind IN ('status', 'assignment', 'note')),
  ADD COLUMN internal boolean NOT NULL DEFAULT false;
