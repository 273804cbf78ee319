import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_PATTERN } from '@lantern/contracts';

/** A 256-bit single-use token for a link; only its SHA-256 is stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const isWellFormedToken = (token: string): boolean => TOKEN_PATTERN.test(token);
