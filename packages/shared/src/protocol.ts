// What a client needs to put a call on the wire and read its envelope's code, without the call schemas:
// the codecs, the call routes (each call's name, path and flags), the other paths, the error codes and
// the message catalogue. The player app's build holds no zod from here (call-routes.ts is written out as
// data there), so a client can send its first calls before the schemas have loaded (its home does).
export * from './api/call-routes';
export * from './errors';
export * from './i18n/messages';
export * from './wire/codec';
export * from './wire/envelope';
export * from './wire/paths';
