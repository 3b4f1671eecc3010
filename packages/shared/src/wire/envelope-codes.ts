// The envelope's success code and status values (spec §3, §7); its schema is envelope.ts.
export const SUCCESS_CODE = 0;
/** status 1 marks success (the upload call's client checks it), 0 failure. */
export const SUCCESS_STATUS = 1;
export const FAILURE_STATUS = 0;
