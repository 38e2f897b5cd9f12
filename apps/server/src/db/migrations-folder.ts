import { fileURLToPath } from 'node:url';

/** This code's migrations (drizzle-kit's SQL and journal), shipped beside the sources. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
