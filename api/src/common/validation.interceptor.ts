import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ENDPOINT_KEY, type EndpointContract } from './endpoint.decorator';
import { validationError } from './zod-errors';

/** Parses body, query and params with the route's @Endpoint schemas and hands the parsed values on. */
@Injectable()
export class ValidationInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const contract = this.reflector.get<EndpointContract | undefined>(ENDPOINT_KEY, context.getHandler());
    if (contract) {
      const req = context.switchToHttp().getRequest<FastifyRequest>();
      const r = req as unknown as Record<'body' | 'query' | 'params', unknown>;
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = contract[part];
        if (!schema) continue;
        const result = schema.safeParse(r[part] ?? (part === 'body' ? undefined : {}));
        if (!result.success) throw validationError(result.error, part);
        r[part] = result.data;
      }
    }
    return next.handle();
  }
}
