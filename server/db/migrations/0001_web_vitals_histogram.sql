CREATE TABLE "web_vitals_histogram" (
	"day" date NOT NULL,
	"template" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"samples" bigint NOT NULL,
	CONSTRAINT "web_vitals_histogram_day_template_metric_bucket_pk" PRIMARY KEY("day","template","metric","bucket")
);
