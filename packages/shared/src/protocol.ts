// What a client needs to put a call on the wire and read its envelope's code, without the call schemas:
// the codecs, the paths, the call routes (path and flags), the error codes and the message catalogue. No zod, so a client can send its
// first calls before the schemas have loaded (the player app's home does).

export * from './api/routes';
export * from './errors';
export * from './i18n/messages';
export * from './wire/codec';
export * from './wire/envelope';
export * from './wire/paths';
