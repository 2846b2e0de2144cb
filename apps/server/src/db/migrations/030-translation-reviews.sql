-- Issue 49: a translator reviews the Dzongkha on the back office's translator's page. Each
-- review is kept with the English it translates (a review of English changed since is no
-- review), who made it and when; every instance lays them over the catalogues as built, at
-- start and whenever one is made (NOTIFY translation_reviewed).
CREATE TABLE translation_reviews (
  -- A catalogue key, or a form's English text (the forms' words are their own ids).
  id text PRIMARY KEY,
  english text NOT NULL,
  text text NOT NULL,
  reviewed_by text NOT NULL,
  reviewed_on date NOT NULL DEFAULT current_date,
  reviewed_at timestamptz NOT NULL DEFAULT now()
);
