-- The back office: operators (the people who run the platform), their sessions, the append-only
-- record of what they did, their notes on merchants, refunds with their credit notes, and the
-- shoppers' reports of shops with the suspension that answers them.

-- A third kind of account, made only by the command line (`npm run operator -- create`). An
-- operator signs in with a password and a TOTP second factor; until they have enrolled an
-- authenticator, a signed-in password only opens the enrolment.
CREATE TABLE operators (
  id serial PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('admin', 'finance', 'support', 'designer')),
  password_hash text NOT NULL,
  -- The authenticator's shared secret (base32), once enrolment was confirmed with a code.
  totp_secret text,
  -- A secret shown by an enrolment not yet confirmed.
  totp_pending_secret text,
  totp_enrolled_at timestamptz,
  -- The last 30-second step a code was accepted for: a code is never accepted twice.
  totp_last_step bigint,
  -- Failed sign-ins in a row (password or code); at the limit the account locks for a while.
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_until timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes, shown once at enrolment, kept only as their SHA-256; each signs in once.
CREATE TABLE operator_recovery_codes (
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (operator_id, code_hash)
);

-- An operator's bearer token, stored as its SHA-256. `stage` is how far the sign-in went:
-- 'enrol' (password right, no authenticator yet), 'second_factor' (password right, code due),
-- 'active' (both). Only an active session passes the operator routes' guard. A session ends
-- after `idle_minutes` without a call, and at `expires_at` whatever happens.
CREATE TABLE operator_sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('enrol', 'second_factor', 'active')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

-- Every operator action: who, when, what, on what, and the record before and after. Rows are
-- only ever added: the triggers below refuse an update or a delete, whoever asks.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  operator_id integer REFERENCES operators (id),
  -- Kept as they were then: an operator's phone or role may change later.
  operator_phone text NOT NULL,
  operator_role text NOT NULL,
  -- 'transfer.approve', 'refund.create', 'shop.suspend', 'price.schedule', …
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  -- What it was done to: 'checkout', 'payment', 'merchant', 'plan', 'partner_code', …
  subject_type text NOT NULL,
  subject_id text NOT NULL,
  -- The merchant it concerns, when it concerns one: their page shows it. Not a foreign key: the
  -- record outlives what it is about, and nothing ever rewrites it.
  merchant_id integer,
  before jsonb,
  after jsonb,
  reason text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_merchant_idx ON audit_log (merchant_id, at DESC) WHERE merchant_id IS NOT NULL;
CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Operators' notes on a merchant, shown on the merchant's page in the back office only.
CREATE TABLE operator_notes (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  operator_id integer NOT NULL REFERENCES operators (id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_notes_merchant_idx ON operator_notes (merchant_id, created_at DESC);

-- A refund of a payment, full or partial, through the provider that took it (or recorded as paid
-- back by hand for a bank transfer), and the numbered credit note (C-YYYY-NNNNNN) that reverses
-- the receipt's lines. The refunds of a payment never add up to more than it.
CREATE TABLE refunds (
  id serial PRIMARY KEY,
  payment_id integer NOT NULL REFERENCES payments (id),
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL DEFAULT 'MMK',
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  -- The provider that paid it back, and its own id of the refund.
  provider text,
  provider_reference text,
  -- The checkout held for refund that this refund answers, if any.
  checkout_id integer REFERENCES checkouts (id),
  operator_id integer NOT NULL REFERENCES operators (id),
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (operator_id, idempotency_key)
);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
CREATE INDEX refunds_merchant_idx ON refunds (merchant_id, created_at DESC);

CREATE TABLE credit_notes (
  number text PRIMARY KEY CHECK (number ~ '^C-[0-9]{4}-[0-9]{6}$'),
  refund_id integer NOT NULL UNIQUE REFERENCES refunds (id),
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- The receipt it reverses (a payment without one, such as a held wallet payment, has none).
  receipt_number text REFERENCES receipts (number),
  issued_at timestamptz NOT NULL DEFAULT now(),
  document jsonb NOT NULL
);
CREATE INDEX credit_notes_merchant_idx ON credit_notes (merchant_id);

-- A subscription refunded in full ends: 'refunded', no longer entitled nor listed.
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
  CHECK (status IN ('active', 'replaced', 'scheduled', 'refunded'));

-- Shoppers' reports of a shop (or of one of its posts), with a reason, queued for support.
CREATE TABLE shop_reports (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  post_id integer,
  reason text NOT NULL CHECK (reason IN ('illegal', 'scam', 'offensive', 'wrong_information',
                                         'other')),
  details text NOT NULL DEFAULT '' CHECK (length(details) <= 1000),
  customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
  resolved_at timestamptz,
  resolved_by integer REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_reports_open_idx ON shop_reports (created_at) WHERE status = 'open';
CREATE INDEX shop_reports_merchant_idx ON shop_reports (merchant_id, created_at DESC);

-- A suspended shop is unlisted at once, with the reason shown to its merchant; nothing of it is
-- deleted, and lifting the suspension lists it again.
ALTER TABLE stores
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspension_reason text,
  ADD CONSTRAINT stores_suspension_reason CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));
