/**
 * Request body limits (decision 0256). Fastify reads a body only up to its route's limit and answers
 * 413 past it, before parsing, so the limit is what a route can be made to parse. Every JSON form of
 * the app fits the default many times over; the routes that take more say so themselves (an image
 * upload, as a data URL, in admin-images.routes.ts), and Twilio's form posts take less.
 */

/** Any route's limit unless it declares its own: the largest JSON form (a course with its config) is a few KB. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** better-auth's routes (sign-in, sign-up, password reset): an email, a name and a password or two. */
export const AUTH_BODY_LIMIT = 64 * 1024;
