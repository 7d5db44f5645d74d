/** Largest project image an operator may upload, in bytes (2 MiB). */
export const PROJECT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The image types a project image may have; the server checks the bytes are what the type says. */
export const PROJECT_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;

/** One of PROJECT_IMAGE_TYPES. */
export type ProjectImageType = (typeof PROJECT_IMAGE_TYPES)[number];
