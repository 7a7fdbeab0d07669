CREATE TABLE "gst_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gst_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rate_bp" integer NOT NULL,
	"label" text NOT NULL,
	"applies_from" date NOT NULL,
	"applies_until" date,
	CONSTRAINT "gst_rates_rate_range" CHECK ("gst_rates"."rate_bp" between 0 and 10000),
	CONSTRAINT "gst_rates_dates_in_order" CHECK ("gst_rates"."applies_until" is null or "gst_rates"."applies_until" >= "gst_rates"."applies_from")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "prices_include_gst" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_rates_rate_from_idx" ON "gst_rates" USING btree ("rate_bp","applies_from");--> statement-breakpoint
-- The goods rates as data (DESIGN.md, Domain rules): from the start of GST on 1 July 2017, and the
-- slabs of 22 September 2025, when 12% ended and 40% began. 28% stays for tobacco (with cess).
INSERT INTO "gst_rates" ("rate_bp", "label", "applies_from", "applies_until") VALUES
	(0, '0%', '2017-07-01', NULL),
	(25, '0.25%', '2017-07-01', NULL),
	(300, '3%', '2017-07-01', NULL),
	(500, '5%', '2017-07-01', NULL),
	(1200, '12%', '2017-07-01', '2025-09-21'),
	(1800, '18%', '2017-07-01', NULL),
	(2800, '28%', '2017-07-01', NULL),
	(4000, '40%', '2025-09-22', NULL);
