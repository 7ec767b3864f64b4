-- The largest party a shop takes in one reservation: shown to the customer before reserving and a
-- larger party is refused. 12 until the shop sets otherwise.
ALTER TABLE stores ADD COLUMN max_party_size integer NOT NULL DEFAULT 12
  CHECK (max_party_size BETWEEN 1 AND 100);

-- A shop may take parties of up to 100, so a reservation holds up to 100 people (was 50).
ALTER TABLE reservations DROP CONSTRAINT reservations_party_size_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_party_size_check
  CHECK (party_size BETWEEN 1 AND 100);
