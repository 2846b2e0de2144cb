-- The thread id travels in the QR code and links; the browser that asked for the code holds
-- a key of its own, kept here only as a SHA-256, without which the thread reads as absent.
DELETE FROM wallet_threads;
ALTER TABLE wallet_threads ADD COLUMN browser_key_hash char(64) NOT NULL;

-- Whether the national wallet has proved this CID and mobile. A CID registered without it
-- may be reclaimed by the wallet-verified owner (DESIGN.md §5).
ALTER TABLE customers ADD COLUMN wallet_verified boolean NOT NULL DEFAULT false;

-- Messages that belong to no application: sign-in codes, account notices.
ALTER TABLE outbox ALTER COLUMN application_id DROP NOT NULL;
-- A sensitive body (a sign-in code) is blanked once sent: the table is not a copy of them.
ALTER TABLE outbox ADD COLUMN sensitive boolean NOT NULL DEFAULT false;
