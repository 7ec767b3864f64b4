-- A design request uses as many units of the Stamp & Card Designs add-on as its price needs (a
-- unit is worth the add-on's price: 8,000 MMK buys a loyalty stamp; a stamp set of 5 at 30,000
-- needs four), so that a dearer design or its extras are paid for, not given away with one unit.
ALTER TABLE design_requests ADD COLUMN units integer NOT NULL DEFAULT 1 CHECK (units >= 1);
