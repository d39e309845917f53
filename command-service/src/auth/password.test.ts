import { createScryptHasher } from './password';

describe('scrypt password hasher', () => {
  const hasher = createScryptHasher(10);

  it('stores a salted hash, never the password, and verifies it', async () => {
    const hash = await hasher.hash('mật khẩu bí mật');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(hash).not.toContain('mật khẩu');
    expect(await hasher.verify('mật khẩu bí mật', hash)).toBe(true);
    expect(await hasher.verify('mat khau bi mat', hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hasher.hash('password1')).not.toBe(await hasher.hash('password1'));
  });

  it('verifies hashes made with another cost, and rejects malformed ones', async () => {
    const stronger = await createScryptHasher(12).hash('password1');
    expect(await hasher.verify('password1', stronger)).toBe(true);
    expect(await hasher.verify('password1', 'plain-text')).toBe(false);
  });
});
