// Runs the API integration suite against a PostgreSQL server (default: the local one on 127.0.0.1:5432).
// The suite creates a throwaway template database and one database per test file, and drops them all.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`Integration suite on PostgreSQL: ${url.replace(/:[^:@/]*@/, ':***@')}`);
const r = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'integration'],
  { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
);
process.exit(r.status ?? 1);
