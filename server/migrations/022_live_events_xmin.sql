-- Live events without a global lock. Until now every append took one advisory lock so that events
-- committed in id order, which made every order and reservation commit of the system wait its
-- turn. Now each event carries `after_xact`: the larger of its own transaction's id and the first
-- transaction id not yet completed when it was inserted. A stream reads only the events whose
-- `after_xact` is older than the oldest transaction still running, in (after_xact, id) order, and
-- its cursor (the event id it sends) is that pair. Why that misses nothing and keeps the order of
-- the changes of one record: server/src/repositories/liveEvents.ts.
--
-- The events already stored were committed in id order under the old lock: they get 0, so they come
-- before every new one and keep their order, and a client's old numeric Last-Event-ID `n` reads as
-- the pair (0, n).
ALTER TABLE live_events ADD COLUMN after_xact xid8 NOT NULL DEFAULT '0';
ALTER TABLE live_events ALTER COLUMN after_xact
  SET DEFAULT greatest(pg_current_xact_id(), pg_snapshot_xmax(pg_current_snapshot()));

DROP INDEX live_events_merchant_idx;
DROP INDEX live_events_customer_idx;
CREATE INDEX live_events_merchant_idx ON live_events (merchant_id, after_xact, id);
CREATE INDEX live_events_customer_idx ON live_events (customer_id, after_xact, id);

-- Placing an order numbers it on its store's row (`last_order_number`), and every update of a
-- store rebuilt its marketplace row (the listing's text of the whole catalogue, normalised): work
-- every order did for nothing. The listing is rebuilt only when a column it reads changes.
DROP TRIGGER marketplace_store ON stores;
CREATE TRIGGER marketplace_store
  AFTER INSERT OR UPDATE OF merchant_id, slug, name, description, category_id, township_id,
                            logo_photo_id, published_at ON stores
  FOR EACH ROW EXECUTE FUNCTION marketplace_row_changed();
