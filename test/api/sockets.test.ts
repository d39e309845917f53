import { io as connect, type Socket } from 'socket.io-client';
import { client, startShop, type TestShop } from '../support/shop';
import { eventually } from '../support/live';

describe('live sockets', () => {
  let shop: TestShop;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    shop = await startShop({ env: { ADMIN_EMAIL: 'admin@tavico.vn', ADMIN_PASSWORD: 'admin-pass-1' } });
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  const signIn = async (email: string, register = true) => {
    const c = client(shop.url);
    if (register) await c.post('/api/auth/register', { userName: 'Khách', email, password: 'mat-khau-8' });
    const res = await c.post('/api/auth/login', { email, password: register ? 'mat-khau-8' : 'admin-pass-1' });
    return { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), user: res.json.user as { id: string } };
  };
  const open = (cookie?: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(shop.url, {
        transports: ['websocket'],
        extraHeaders: cookie ? { Cookie: cookie } : {},
        forceNew: true,
        reconnection: false,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const received = (socket: Socket, event: string) => {
    const got: unknown[] = [];
    socket.on(event, (payload) => got.push(payload));
    return got;
  };
  const settle = () => new Promise((r) => setTimeout(r, 150));

  it('refuses a socket without a session', async () => {
    await expect(open()).rejects.toThrow('unauthorized');
  });

  it('puts a customer in their own room only, and admins in the admin feed', async () => {
    const alice = await signIn('alice@example.vn');
    const bob = await signIn('bob@example.vn');
    const admin = await signIn('admin@tavico.vn', false);
    const [aliceSocket, bobSocket, adminSocket] = await Promise.all([
      open(alice.cookie),
      open(bob.cookie),
      open(admin.cookie),
    ]);
    const toAlice = received(aliceSocket, 'order');
    const toBob = received(bobSocket, 'order');
    const toAdmin = received(adminSocket, 'order');
    await settle();

    const notifier = shop.shop.notifier();
    notifier?.emit(`user:${alice.user.id}`, 'order', { orderId: 'o1' });
    notifier?.emit('admins', 'order', { orderId: 'feed' });
    // Wait for what must arrive; then a moment more for anything that must not.
    await eventually(() => expect([toAlice.length, toAdmin.length]).toEqual([1, 1]));
    await settle();
    expect(toAlice).toEqual([{ orderId: 'o1' }]);
    expect(toBob).toEqual([]);
    expect(toAdmin).toEqual([{ orderId: 'feed' }]);
  });

  it('refuses a socket whose session has ended', async () => {
    const c = client(shop.url);
    await c.post('/api/auth/register', { userName: 'Cúc', email: 'cuc@example.vn', password: 'mat-khau-8' });
    await c.post('/api/auth/login', { email: 'cuc@example.vn', password: 'mat-khau-8' });
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await c.post('/api/auth/logout');
    await expect(open(cookie)).rejects.toThrow('unauthorized');
  });
});
