-- Messages sent with the landing page's Contact Us form (public: no account needed).
-- The API validates them first; the checks here only guard against a client that skips it.

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at);
