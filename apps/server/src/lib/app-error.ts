import { ERROR_STATUS, type ErrorCode } from '@m/contract';

/**
 * A refusal with a stable code of the contract. Thrown anywhere in a request, it becomes the
 * envelope `{ success: false, errorCode, message, value? }` with the code's HTTP status.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly value: unknown;

  constructor(readonly errorCode: ErrorCode, options: { value?: unknown; cause?: unknown } = {}) {
    super(errorCode, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[errorCode];
    this.value = options.value;
  }
}
