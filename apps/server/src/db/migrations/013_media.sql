-- Uploaded photos (review photos now, product photos from the back office), decoded and re-encoded
-- by platform/media.ts. A row is one picture; its resized copies are files in UPLOAD_DIR/media
-- named by id and width (`{id}-{width}.webp`, every width of MEDIA_WIDTHS in the contract), so
-- finding them needs no lookup. The id is the start of the SHA-256 of the uploaded bytes and
-- sha256 the whole of it: the same upload is stored once.
create table media (
  id text primary key check (id ~ '^[0-9a-f]{24}$'),
  sha256 bytea not null unique check (length(sha256) = 32),
  -- The picture after turning it upright by its EXIF orientation; the copies are never wider.
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  -- What was uploaded (jpeg, png, webp, avif, gif); the copies are WebP whatever it was.
  format text not null,
  created_at timestamptz not null default now()
);

-- A review's photo. Reviews posted before this keep their image_url (/uploads/...), served as
-- they were; new ones name their media row and leave image_url null.
alter table reviews add column media_id text references media (id);
