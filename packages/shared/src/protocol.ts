// What a client needs to put a call on the wire and read its envelope's code: the codecs, the call routes
// (each call's name, path and flags), the other paths, the error codes and the message catalogue. The
// routes are computed from the call table, schemas and all; the player app's build writes them out as
// data (its vite.config.ts), so there nothing from here brings zod, and home's first calls go out before
// the schemas have loaded.
export * from './api/call-routes';
export * from './errors';
export * from './i18n/messages';
export * from './wire/codec';
export * from './wire/envelope';
export * from './wire/paths';
