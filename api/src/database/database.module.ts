import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source-options';

export const DATABASE_URL = Symbol('DATABASE_URL');

/** TypeORM on the given PostgreSQL URL (a server, or the embedded PGlite's loopback port). */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot({ ...dataSourceOptions(url), retryAttempts: 2, retryDelay: 500 })],
      providers: [{ provide: DATABASE_URL, useValue: url }],
      exports: [DATABASE_URL],
    };
  }
}
