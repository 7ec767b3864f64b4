-- A counter stamp taken back with Undo, moments after it was given: its event stays, so that its
-- Idempotency-Key never adds a stamp again, marked with when it was undone.
ALTER TABLE stamp_events ADD COLUMN undone_at timestamptz;
