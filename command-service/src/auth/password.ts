import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/**
 * scrypt, a slow salted hash, stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later
 * without breaking existing hashes. cost is log2(N): 15 in production; tests pass a lower one.
 */
export function createScryptHasher(cost = 15): PasswordHasher {
  const r = 8;
  const p = 1;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const N = 2 ** cost;
      const key = await scrypt(password, salt, 32, { N, r, p, maxmem: 256 * N * r });
      return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, rs, ps, saltText, keyText] = stored.split('$');
      if (scheme !== 'scrypt' || !saltText || !keyText) return false;
      const N = Number(n);
      const expected = Buffer.from(keyText, 'base64');
      const key = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
        N,
        r: Number(rs),
        p: Number(ps),
        maxmem: 256 * N * Number(rs),
      });
      return timingSafeEqual(key, expected);
    },
  };
}
