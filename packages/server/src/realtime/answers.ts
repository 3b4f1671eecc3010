// The status part of the hub's answers (login, join, chat acknowledgement) in the socket's language.
import {
  FAILURE_STATUS,
  type Language,
  type MessageKey,
  SUCCESS_CODE,
  SUCCESS_STATUS,
  type TImResult,
  translate,
} from '@fair28/shared';
import type { AppError } from '../kernel/app-error';

export function succeeded(language: Language, messageKey: MessageKey): TImResult {
  return { code: SUCCESS_CODE, message: translate(language, messageKey), status: SUCCESS_STATUS };
}

export function failed(language: Language, error: AppError): TImResult {
  return {
    code: error.code,
    message: translate(language, error.messageKey, ...error.messageArgs),
    status: FAILURE_STATUS,
  };
}
