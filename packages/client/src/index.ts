// The browser side of the wire protocol (spec §4, §7), shared by the player app and the operator console:
// send one typed call and read its envelope, and keep the J-IM socket logged in. What a failure looks
// like on screen is each app's own.
export { ApiError, type ApiErrorKind, clientErrorCodes, isApiError } from './api-error';
export { fetchClientConfig } from './client-config';
export { restoreServerClock, serverClockOffset, syncServerClock } from './clock';
export {
  type AnswerOptions,
  checkAnswer,
  type DecodedResBody,
  readAnswer,
  readAnswerValue,
} from './envelope';
export { buildRequestBody, callForm, callUrl, type RequestBodyOptions } from './request-body';
export { SocketNotReadyError } from './socket/chat-acks';
export {
  defaultBackoffMs,
  ImSocketClient,
  type SocketOptions,
  type SocketState,
  type WebSocketLike,
} from './socket/im-socket-client';
export {
  type CommandHandler,
  type ContentHandler,
  PacketDispatcher,
  type RoomContentKey,
  readPacket,
  type ServerCommand,
} from './socket/packet-dispatch';
export { absoluteSocketUrl, loginUrl, type SocketLogin, socketLoginOf } from './socket/socket-url';
export {
  confirmUntilAborted,
  type Intent,
  isUncertain,
  type Submission,
  type SubmitGuard,
  submitGuard,
} from './submit-guard';
export { type SendOptions, type SentAnswer, sendCall, sendRoute } from './transport';
export { type PostAnswer, postForm } from './xhr-post';
