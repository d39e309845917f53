import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { client } from '../support/shop';
import { scenario } from '../support/scenario';
import { eventually } from '../support/live';

describe('live sockets', () => {
  const shop = scenario();
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

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
  /** Until the server has put the socket in the room: a probe goes to the room until the socket hears one. */
  const joined = async (socket: Socket, room: string) => {
    const probe = randomUUID();
    let heard = false;
    socket.on('test:probe', (p: string) => void (heard ||= p === probe));
    await eventually(() => {
      if (!heard) shop.shop.notifier().emit(room, 'test:probe', probe);
      expect(heard).toBe(true);
    }, 30_000);
  };
  /**
   * Until all that was sent to the room before now has reached the socket (in the room): a marker
   * sent after it comes after it, as one server sends to one connection in order.
   */
  const allSentArrived = (socket: Socket, room: string) =>
    new Promise<void>((resolve) => {
      const marker = randomUUID();
      socket.on('test:marker', (m: string) => m === marker && resolve());
      shop.shop.notifier().emit(room, 'test:marker', marker);
    });

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
    const rooms = [
      [aliceSocket, `user:${alice.user.id}`],
      [bobSocket, `user:${bob.user.id}`],
      [adminSocket, 'admins'],
    ] as const;
    await Promise.all(rooms.map(([socket, room]) => joined(socket, room)));

    const notifier = shop.shop.notifier();
    notifier.emit(`user:${alice.user.id}`, 'order', { orderId: 'o1' });
    notifier.emit('admins', 'order', { orderId: 'feed' });
    // What a socket has not heard by the time a later marker reaches it was not sent to it.
    await Promise.all(rooms.map(([socket, room]) => allSentArrived(socket, room)));
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
