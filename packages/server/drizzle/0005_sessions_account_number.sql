-- The account number a quick-access session proved (spec 03 §4): the only account number its user answer shows.
ALTER TABLE "sessions" ADD COLUMN "account_number" text;
