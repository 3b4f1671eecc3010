// The browser side of the wire protocol (spec §7), shared by the player app and the operator console:
// send one typed call and read its envelope. What a failure looks like on screen is each app's own.
export { ApiError, type ApiErrorKind, clientErrorCodes, isApiError } from './api-error';
export { fetchClientConfig } from './client-config';
export { serverClockOffset, syncServerClock } from './clock';
export { readAnswer } from './envelope';
export { buildRequestBody, callUrl, type SendOptions, sendCall } from './transport';
