-- Stale translations (issue 18, docs/decisions/0017): what each translation was written against.
CREATE TABLE "translation_marks" (
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"source_hash" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_marks_entity_entity_id_field_language_pk" PRIMARY KEY("entity","entity_id","field","language")
);
