CREATE TABLE "build_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"build_id" integer NOT NULL,
	"reviewer_id" integer,
	"decision" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_reviews_decision_valid" CHECK ("build_reviews"."decision" in ('approve','request_changes','reject'))
);
--> statement-breakpoint
ALTER TABLE "builds" DROP CONSTRAINT "builds_contributions_non_negative";--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "build_reviews" ADD CONSTRAINT "build_reviews_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_reviews" ADD CONSTRAINT "build_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_reviews_build_idx" ON "build_reviews" USING btree ("build_id");--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builds_author_idx" ON "builds" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "builds_status_idx" ON "builds" USING btree ("status");--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_status_valid" CHECK ("builds"."status" in ('pending','changes_requested','approved','rejected'));