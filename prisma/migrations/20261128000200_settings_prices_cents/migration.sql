-- The settings' prices in whole cents, like every other amount (lib/billing/money.ts): the stored
-- row's credit_prices and subscription_price (euros) become credit_prices_cents and
-- subscription_price_cents. New names, so an instance still running the code before this migration
-- finds no price it would read as euros (it falls back to the defaults rather than charging 100 times).

-- In numeric, so 0.29 becomes exactly 29 (in floating point 0.29 * 100 is 28.999999999999996);
-- trim_scale drops the ".00" the product keeps. A value that is not a number moves unchanged, and a
-- fraction of a cent stays a fraction: the settings refuse both when read, as they did before.
CREATE FUNCTION "settings_price_in_cents"(euros JSONB) RETURNS JSONB LANGUAGE SQL IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(euros) = 'number' THEN to_jsonb(trim_scale(euros::numeric * 100)) ELSE euros END
$$;

UPDATE "settings"
SET "value" = ("value" - 'credit_prices' - 'subscription_price')
  || CASE
       WHEN NOT "value" ? 'credit_prices' THEN '{}'::jsonb
       WHEN jsonb_typeof("value" -> 'credit_prices') <> 'object'
         THEN jsonb_build_object('credit_prices_cents', "value" -> 'credit_prices')
       ELSE jsonb_build_object('credit_prices_cents', (
         SELECT COALESCE(jsonb_object_agg(price.key, "settings_price_in_cents"(price.value)), '{}'::jsonb)
         FROM jsonb_each("value" -> 'credit_prices') AS price))
     END
  || CASE
       WHEN NOT "value" ? 'subscription_price' THEN '{}'::jsonb
       ELSE jsonb_build_object('subscription_price_cents', "settings_price_in_cents"("value" -> 'subscription_price'))
     END
WHERE "key" = 'app' AND jsonb_typeof("value") = 'object' AND ("value" ? 'credit_prices' OR "value" ? 'subscription_price');

DROP FUNCTION "settings_price_in_cents"(JSONB);
