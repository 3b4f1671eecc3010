// The one error type services throw: a code from the shared catalogue, turned into the envelope by
// the error handler. Its message is a catalogue key, translated per request; internals never leak.
import { ErrorCode, type ErrorCodeName, type MessageKey } from '@fair28/shared';

export class AppError extends Error {
  readonly code: number;

  constructor(
    readonly codeName: ErrorCodeName,
    readonly messageKey: MessageKey | string = `error.${codeName}`,
    readonly messageArgs: Array<string | number> = [],
  ) {
    super(messageKey);
    this.code = ErrorCode[codeName];
  }
}

export const invalidInput = (messageKey: MessageKey | string, ...args: Array<string | number>) =>
  new AppError('InvalidInput', messageKey, args);
