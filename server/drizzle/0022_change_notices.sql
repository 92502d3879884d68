-- The change bus (docs/server.md "Several processes"): an edit of a table whose rows a server
-- process keeps in memory, by the server or by an operator's SQL, tells every process at its
-- commit (NOTIFY is sent then, once per payload per transaction) so each forgets what it kept.
CREATE FUNCTION fanbei_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fanbei_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER app_config_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_config
  FOR EACH STATEMENT EXECUTE FUNCTION fanbei_notify_change('app_config');
--> statement-breakpoint
CREATE TRIGGER nav_items_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nav_items
  FOR EACH STATEMENT EXECUTE FUNCTION fanbei_notify_change('nav');
--> statement-breakpoint
CREATE TRIGGER shops_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION fanbei_notify_change('shop_lists');
--> statement-breakpoint
CREATE TRIGGER shop_categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_categories
  FOR EACH STATEMENT EXECUTE FUNCTION fanbei_notify_change('shop_lists');
--> statement-breakpoint
CREATE TRIGGER free_meal_deals_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON free_meal_deals
  FOR EACH STATEMENT EXECUTE FUNCTION fanbei_notify_change('shop_lists');
