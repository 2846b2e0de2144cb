-- Service deadlines (DESIGN.md §7). A service's target in working days, where an admin has
-- set one (the domain's DEFAULT_TARGET_WORKING_DAYS otherwise).
CREATE TABLE service_targets (
  service_key text PRIMARY KEY,
  working_days integer NOT NULL CHECK (working_days BETWEEN 1 AND 365)
);

-- Public holidays, which the admin keeps year by year: the lunar ones move every year
-- (the first start loads the fixed-date ones from db/reference/public-holidays.json).
CREATE TABLE public_holidays (
  day date PRIMARY KEY,
  name text NOT NULL
);

-- The day a decision is expected: set on filing, moved on by the working days an
-- application then waits on its customer. Applications filed before this have none.
ALTER TABLE applications ADD COLUMN due_on date;
CREATE INDEX applications_status_due ON applications (status, due_on, id);
