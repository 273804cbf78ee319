import type { FastifyRequest } from 'fastify';
import type { EndpointContract } from './endpoint.decorator';
import { validationError } from './zod-errors';

/**
 * Parses params, query and body with the route's @Endpoint schemas and replaces them with the parsed
 * values, so handlers and the access check only ever see validated input. A failure is a 400.
 */
export function validateRequest(contract: EndpointContract | undefined, req: FastifyRequest): void {
  if (!contract) return;
  const r = req as unknown as Record<'body' | 'query' | 'params', unknown>;
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = contract[part];
    if (!schema) continue;
    const result = schema.safeParse(r[part] ?? (part === 'body' ? undefined : {}));
    if (!result.success) throw validationError(result.error, part);
    r[part] = result.data;
  }
}
