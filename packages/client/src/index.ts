// The browser side of the wire protocol (spec §7), shared by the player app and the operator console:
// send one typed call and read its envelope. What a failure looks like on screen is each app's own.
export { ApiError, type ApiErrorKind, clientErrorCodes, isApiError } from './api-error';
export { type AnswerOptions, type DecodedResBody, readAnswer } from './envelope';
export { buildRequestBody, callForm, callUrl, type RequestBodyOptions } from './request-body';
export { type SendOptions, type SentAnswer, sendCall } from './transport';
export { type PostAnswer, postForm } from './xhr-post';
