-- What players write besides builds: guides and their reviews, corrections to a sourced fact, saved builds, and featured builds.
CREATE TABLE "saved_builds" (
	"user_id" integer NOT NULL,
	"build_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_builds_user_id_build_id_pk" PRIMARY KEY("user_id","build_id")
);
--> statement-breakpoint
CREATE TABLE "corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"value" jsonb NOT NULL,
	"source_url" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewer_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "corrections_status_valid" CHECK ("corrections"."status" in ('pending','accepted','rejected'))
);
--> statement-breakpoint
CREATE TABLE "guide_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"reviewer_id" integer,
	"decision" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_reviews_decision_valid" CHECK ("guide_reviews"."decision" in ('approve','request_changes','reject'))
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "guides_slug_unique" UNIQUE("slug"),
	CONSTRAINT "guides_status_valid" CHECK ("guides"."status" in ('pending','changes_requested','published','rejected')),
	CONSTRAINT "guides_category_valid" CHECK ("guides"."category" in ('tactics','maps','weapons','keycards','beginners')),
	CONSTRAINT "guides_language_valid" CHECK ("guides"."language" in ('en','ro')),
	CONSTRAINT "guides_subject_valid" CHECK (("guides"."subject_type" is null and "guides"."subject_id" is null) or ("guides"."subject_type" in ('weapon','map','keycard','item') and "guides"."subject_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_builds" ADD CONSTRAINT "saved_builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_builds" ADD CONSTRAINT "saved_builds_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD CONSTRAINT "guide_reviews_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_reviews" ADD CONSTRAINT "guide_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_builds_build_idx" ON "saved_builds" USING btree ("build_id");--> statement-breakpoint
CREATE INDEX "corrections_status_idx" ON "corrections" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "corrections_author_idx" ON "corrections" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "guide_reviews_guide_idx" ON "guide_reviews" USING btree ("guide_id");--> statement-breakpoint
CREATE INDEX "guides_status_idx" ON "guides" USING btree ("status");--> statement-breakpoint
CREATE INDEX "guides_author_idx" ON "guides" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "guides_subject_idx" ON "guides" USING btree ("subject_type","subject_id");