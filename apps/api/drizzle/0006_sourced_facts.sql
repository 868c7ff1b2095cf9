CREATE TABLE "rotation_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"source" text,
	"source_date" date,
	"schedule" jsonb NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotation_versions_label_not_blank" CHECK (length(trim("rotation_versions"."label")) > 0)
);
--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "recoil" double precision;--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "hip_fire" double precision;--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "base_stats_source" text;--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "base_stats_as_of" date;--> statement-breakpoint
ALTER TABLE "weapons" ADD COLUMN "older_figures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rotation_versions" ADD CONSTRAINT "rotation_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rotation_versions_one_current_idx" ON "rotation_versions" USING btree ("is_current") WHERE "rotation_versions"."is_current";