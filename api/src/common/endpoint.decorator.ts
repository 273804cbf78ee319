import { SetMetadata } from '@nestjs/common';
import type { ZodType } from 'zod';

export interface EndpointContract {
  summary: string;
  tag: string;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  response?: ZodType;
  /** Extra documented statuses besides 200/400/401/404/500. */
  responses?: Record<number, string>;
}

export const ENDPOINT_KEY = 'lantern:endpoint';

/**
 * Declares a route's contract: the zod schemas its body, query and params are parsed with (unknown
 * fields rejected, failures are a 400) and the OpenAPI document at /api/docs is built from.
 */
export const Endpoint = (contract: EndpointContract) => SetMetadata(ENDPOINT_KEY, contract);
