import { Injectable, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ENDPOINT_KEY, type EndpointContract } from '../../common/endpoint.decorator';
import { ACCESS_KEY, type AccessRule } from '../../common/access.decorators';

export interface CatalogRoute {
  method: RequestMethod;
  path: string;
  isPublic: boolean;
  /** The route's declared access rule; undefined means none (the guard refuses such a route). */
  access?: AccessRule;
  contract?: EndpointContract;
  /** The success status (Nest's default: 201 for POST, 200 otherwise, unless @HttpCode says). */
  status: number;
  handler: string;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every HTTP route of the app with its contract and public marker (used by /api/docs and guard tests). */
@Injectable()
export class RouteCatalog {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  routes(prefix = 'api'): CatalogRoute[] {
    const out: CatalogRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const base = this.reflector.get<string | string[]>(PATH_METADATA, metatype) ?? '';
      const proto = Object.getPrototypeOf(instance) as Record<string, (...args: unknown[]) => unknown>;
      for (const name of this.scanner.getAllMethodNames(proto)) {
        const fn = proto[name];
        if (!fn) continue;
        const path = this.reflector.get<string | string[] | undefined>(PATH_METADATA, fn);
        if (path === undefined) continue;
        const method = this.reflector.get<RequestMethod>(METHOD_METADATA, fn);
        const access = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [fn, metatype]);
        for (const b of [base].flat()) {
          for (const p of [path].flat()) {
            out.push({
              method,
              path: join(prefix, b, p),
              isPublic: access?.kind === 'public',
              access,
              status:
                this.reflector.get<number | undefined>(HTTP_CODE_METADATA, fn) ??
                (method === RequestMethod.POST ? 201 : 200),
              contract: this.reflector.get<EndpointContract>(ENDPOINT_KEY, fn),
              handler: `${metatype.name}.${name}`,
            });
          }
        }
      }
    }
    return out;
  }
}
