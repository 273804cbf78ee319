import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1). */
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
const PARAMS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Verified against when the email is unknown, so both cases cost the same time. */
  private readonly dummy = hash('lantern-timing-equaliser', PARAMS);

  hash(password: string): Promise<string> {
    return hash(password, PARAMS);
  }

  async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  }
}
