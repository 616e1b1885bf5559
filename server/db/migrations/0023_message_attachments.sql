-- Files sent with a message (images and PDFs, checked by magic bytes): private storage keys,
-- served only to the conversation's two people. A list on the row, as order deliveries keep theirs.
ALTER TABLE "messages" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;
