-- Issue 33, languages: the language a signed-in person chose (en, es, fr, pt-BR, ar); null
-- until they choose, when the lang cookie or the browser's Accept-Language decides.
ALTER TABLE "users" ADD COLUMN "locale" text;
