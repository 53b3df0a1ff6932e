-- The stores a buyer marked as favourite vendors (workstation Vendors): a preference, gone with the
-- buyer. Stores are never deleted, so a plain reference holds.
CREATE TABLE buyer_favourite_stores (
  buyer_id integer NOT NULL REFERENCES buyers(id) ON DELETE CASCADE,
  shop_code varchar(16) NOT NULL REFERENCES stores(shop_code),
  created_at timestamp with time zone NOT NULL,
  PRIMARY KEY (buyer_id, shop_code)
);
