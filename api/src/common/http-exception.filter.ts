import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { ERROR_CODES, type ApiError, type ErrorCode } from '@lantern/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.validation,
  429: ERROR_CODES.rateLimited,
  503: ERROR_CODES.unavailable,
};

/** The one place errors become responses: `{ statusCode, code, message, errors?, requestId }`. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toApiError(exception, String(req.id));
    if (body.statusCode >= 500) req.log.error({ err: exception }, 'unhandled error');
    if (exception instanceof AppError && exception.headers) void reply.headers(exception.headers);
    void reply.status(body.statusCode).send(body);
  }
}

export function toApiError(exception: unknown, requestId: string): ApiError {
  if (exception instanceof AppError) {
    return {
      statusCode: exception.statusCode,
      code: exception.code,
      message: exception.message,
      ...(exception.errors ? { errors: exception.errors } : {}),
      requestId,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    const message =
      typeof res === 'string' ? res : String((res as { message?: unknown }).message ?? exception.message);
    return { statusCode: status, code: CODE_BY_STATUS[status] ?? ERROR_CODES.internal, message, requestId };
  }
  // Fastify's own errors (bad JSON, body too large, wrong content type) carry a 4xx statusCode.
  const fst = exception as { statusCode?: number; code?: string; message?: string };
  if (typeof fst?.statusCode === 'number' && fst.statusCode >= 400 && fst.statusCode < 500) {
    const message =
      fst.statusCode === 413
        ? 'Request body is too large'
        : fst.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type: send application/json'
          : 'Malformed request body';
    return {
      statusCode: fst.statusCode,
      code: CODE_BY_STATUS[fst.statusCode] ?? ERROR_CODES.validation,
      message,
      requestId,
    };
  }
  // Races the service checks could not see (two identical requests at once) end as constraint errors.
  const pgCode = (exception as { driverError?: { code?: string } })?.driverError?.code;
  if (pgCode === '23505') {
    return { statusCode: 409, code: ERROR_CODES.conflict, message: 'This already exists', requestId };
  }
  return { statusCode: 500, code: ERROR_CODES.internal, message: 'Internal server error', requestId };
}
