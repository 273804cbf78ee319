import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { PinoNestLogger } from './common/pino-nest-logger';
import { type AppConfig, urlTemplateOrigin } from './config/config';
import { registerWebRoutes, registryOrigins } from './web/web-routes';

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Builds the whole application (API, web routes, workers) on the given PostgreSQL URL. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    disableRequestLogging: true,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });
  fastify.addHook('onResponse', async (req, reply) => {
    const level = req.url.startsWith('/api/') ? 'info' : 'debug';
    req.log[level](
      { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, databaseUrl),
    adapter,
    {
      logger: new PinoNestLogger(fastify.log),
      abortOnError: false,
    },
  );
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableCors({
    origin: (origin, cb) => cb(null, !origin || config.CORS_ORIGINS.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
  await app.register(helmet, {
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...registryOrigins(config.REMOTES_REGISTRY_FILE)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Logo and flag images come from the configured services, when there are any.
        imgSrc: [
          "'self'",
          'data:',
          ...new Set(
            [config.LOGO_URL_TEMPLATE, config.FLAG_URL_TEMPLATE]
              .map(urlTemplateOrigin)
              .filter((o): o is string => o !== null),
          ),
        ],
        // Telemetry endpoints, when configured (spec section 9; off by default).
        connectSrc: [
          "'self'",
          ...[config.ANALYTICS_URL, config.ERROR_REPORTING_URL].flatMap((u) =>
            u ? [new URL(u).origin] : [],
          ),
        ],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Lantern is served over plain http on localhost by default; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.NODE_ENV === 'production',
  });
  if (config.SERVE_WEB) {
    await registerWebRoutes(fastify, {
      webRoot: config.WEB_ROOT,
      remotesRegistryFile: config.REMOTES_REGISTRY_FILE,
    });
  }
  await app.init();
  return app;
}
