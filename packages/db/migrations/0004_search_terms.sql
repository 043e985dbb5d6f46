-- The distinct words of all search documents: the vocabulary that typo tolerance and prefix matching expand
-- query words against (issue 4). COLLATE "C" keeps comparisons and range scans byte-wise, whatever the
-- database's locale. Filled by statement triggers on products; never pruned (a stale term matches nothing).
CREATE TABLE "search_terms" (
	"term" text COLLATE "C" PRIMARY KEY
);
--> statement-breakpoint
CREATE FUNCTION "search_terms_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_terms" ("term")
	SELECT DISTINCT w FROM "new_rows", unnest(string_to_array("new_rows"."search_document", ' ')) AS w
	WHERE w <> '' AND w <> '|'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_update" AFTER UPDATE ON "products"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
INSERT INTO "search_terms" ("term")
SELECT DISTINCT w FROM "products", unnest(string_to_array("products"."search_document", ' ')) AS w
WHERE w <> '' AND w <> '|'
ON CONFLICT DO NOTHING;
