import { ERROR_CODES, type ErrorCode } from '@lantern/contracts';

/** An expected failure with the HTTP status, stable code and user-facing message to answer with. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  static notFound(message = 'Not found') {
    return new AppError(404, ERROR_CODES.notFound, message);
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError(401, ERROR_CODES.unauthorized, message);
  }
  static forbidden(
    message = "You don't have permission to access this feature. Contact your administrator.",
  ) {
    return new AppError(403, ERROR_CODES.forbidden, message);
  }
  static conflict(message: string, errors?: Record<string, string>) {
    return new AppError(409, ERROR_CODES.conflict, message, errors);
  }
  static validation(message: string, errors: Record<string, string>) {
    return new AppError(400, ERROR_CODES.validation, message, errors);
  }
}
