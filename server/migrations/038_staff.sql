-- A shop's team. The owner is the shop's own account (users, merchants); the people they invite by
-- phone are members here, each a manager or a cashier (a cashier possibly of one branch only).
-- A member signs in with their phone and a one-time code ('staff_sign_in'), never a password.
CREATE TABLE merchant_members (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- Normalised as every phone is (the local 09… form). One team per phone at a time.
  phone text NOT NULL UNIQUE,
  name text NOT NULL CHECK (name <> ''),
  role text NOT NULL CHECK (role IN ('manager', 'cashier')),
  -- A branch only a cashier is limited to; gone with its branch (the cashier then sees every one).
  branch_id integer REFERENCES branches (id) ON DELETE SET NULL,
  CHECK (branch_id IS NULL OR role = 'cashier'),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The first sign-in; null while the invitation is not taken up.
  joined_at timestamptz
);
CREATE INDEX merchant_members_merchant_idx ON merchant_members (merchant_id, id);

-- A member's token is the shop's (user_id is the owner's account, merchant_id the shop) and the
-- member's: removing the member deletes their tokens with them, so every call ends at once.
ALTER TABLE auth_tokens
  ADD COLUMN member_id integer REFERENCES merchant_members (id) ON DELETE CASCADE;
CREATE INDEX auth_tokens_member_idx ON auth_tokens (member_id) WHERE member_id IS NOT NULL;

ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
  CHECK (purpose IN ('merchant_phone', 'customer_sign_in', 'password_reset', 'staff_sign_in'));

-- What the shop's people did, named: who accepted an order, who gave a stamp. The name is kept as
-- it was, so a removed member's actions still say who did them.
CREATE TABLE shop_actions (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- null: the owner; a removed member's rows keep their name but lose the link.
  member_id integer REFERENCES merchant_members (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL CHECK (action ~ '^[a-z_]+$'),
  -- The order, the reservation or the stamp event the action was on.
  subject_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_actions_merchant_idx ON shop_actions (merchant_id, id DESC);
CREATE INDEX shop_actions_subject_idx ON shop_actions (merchant_id, action, subject_id);
