// The digest that identifies bytes: data files, cache keys, the inputs of a bundle.
import * as crypto from 'node:crypto';

/**
 * sha256 in hex. One-shot `crypto.hash` (Node.js 20.12 and later) where there is one: a build takes thousands
 * of digests, and a Hash object for each costs more than the digest itself.
 */
export const sha256: (data: string | Buffer) => string =
  typeof crypto.hash === 'function'
    ? (data) => crypto.hash('sha256', data, 'hex')
    : (data) => crypto.createHash('sha256').update(data).digest('hex');
