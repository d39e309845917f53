import type { Standalone } from '@tavico/standalone';
import type { Clock } from '@tavico/infrastructure';
import { adminEnv, buy, client, signInAdmin, signUp, startShop, testProduct, type TestShop } from './shop';

export type Client = ReturnType<typeof client>;

/** Someone signed in: their client (keeping cookies like a browser tab) and their user id. */
export interface Person {
  c: Client;
  id: string;
}

type Role = 'customer' | 'supplier' | 'auditor';
type Someone = { email: string; userName: string };

export interface ScenarioOptions {
  /**
   * Over `adminEnv` (the admin's e-mail and password): limits, timeouts, DEMO_DATA, ... A function
   * is read when the shop starts: after the beforeAll hooks registered before `scenario()`.
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The built frontend the shop serves; made in the scenario's beforeAll, before the shop starts. */
  frontendDist?: () => string | Promise<string>;
  /** A customer signed up and in: by default Lan, lan@example.vn. */
  customer?: boolean | Someone;
  /** A supplier (signed up, made one by the admin): by default Gỗ Minh Long, ml@example.vn. */
  supplier?: boolean | Someone;
  /** A house product added by the admin: by default "Bàn trà", 20 in stock at $100. */
  product?: boolean | { title: string; totalStock: number; price?: number };
  /** The shop's clock, for a test that moves time on (links expiring). */
  clock?: Clock;
}

/** The shop of one test file, ready in its beforeAll, and what most API tests need around it. */
export interface Scenario {
  readonly url: string;
  readonly dataDir: string;
  /** The standalone itself: its queue, metrics and stores, for what HTTP does not show. */
  readonly shop: Standalone;
  /** The admin's client; usable as soon as the file loads (it waits for nothing, it forwards). */
  readonly admin: Client;
  readonly adminId: string;
  readonly customer: Person;
  readonly supplier: Person;
  readonly productId: string;
  /** A new client with no session. */
  guest(): Client;
  /** Signs someone new up and in; a role other than customer is given by the admin. */
  signUp(email: string, userName: string, role?: Role): Promise<Person>;
  /** Adds a house product as the admin, as the admin panel's form sends it; its id. */
  addProduct(title: string, totalStock: number, price?: number, salePrice?: number | ''): Promise<string>;
  /** The stock the shop shows for a product (what is left to sell). */
  stockOf(productId: string): Promise<number>;
  /** Buys these products the whole way: cart, order, the sandbox's Approve, capture. */
  buy(person: Person, lines: { productId: string; quantity: number; sku?: string }[]): ReturnType<typeof buy>;
}

/**
 * Boots one shop for the test file (a free port, a temporary data directory, demo data off unless
 * `env` says DEMO_DATA), signs the admin in and whoever `options` asks for, and stops and removes
 * it all after the file. Call it in a describe block (or at the top of the file).
 */
export function scenario(options: ScenarioOptions = {}): Scenario {
  let started: {
    test: TestShop;
    admin: Person;
    customer?: Person;
    supplier?: Person;
    productId?: string;
  } | null = null;
  const ready = () => {
    if (!started) throw new Error('the scenario starts in beforeAll: read it inside a test or a hook');
    return started;
  };
  const given = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`this scenario has no ${what}: ask for it in scenario({ ${what}: true })`);
    return value;
  };
  const forwarding = (c: () => Client): Client => ({
    get cookies() {
      return c().cookies;
    },
    upload: (...args) => c().upload(...args),
    get: (...args) => c().get(...args),
    post: (...args) => c().post(...args),
    request: (...args) => c().request(...args),
  });
  const person = (who: () => Person): Person => ({
    c: forwarding(() => who().c),
    get id() {
      return who().id;
    },
  });
  const someone = (option: boolean | Someone | undefined, fallback: Someone) =>
    option === true ? fallback : option || null;

  const scene: Scenario = {
    get url() {
      return ready().test.url;
    },
    get dataDir() {
      return ready().test.dataDir;
    },
    get shop() {
      return ready().test.shop;
    },
    admin: forwarding(() => ready().admin.c),
    get adminId() {
      return ready().admin.id;
    },
    customer: person(() => given(ready().customer, 'customer')),
    supplier: person(() => given(ready().supplier, 'supplier')),
    get productId() {
      return given(ready().productId, 'product');
    },
    guest: () => client(ready().test.url),
    signUp: (email, userName, role = 'customer') =>
      signUp(ready().test.url, email, userName, role === 'customer' ? undefined : { admin: scene.admin, role }),
    async addProduct(title, totalStock, price = 100, salePrice = '') {
      const added = await scene.admin.post('/api/admin/products/add', testProduct(title, totalStock, price, salePrice));
      if (added.status !== 201 && added.status !== 200) throw new Error(`adding a product failed: ${added.text}`);
      return added.json.data._id as string;
    },
    async stockOf(productId) {
      return (await scene.guest().get(`/api/shop/products/get/${productId}`)).json.data.totalStock as number;
    },
    buy: (who, lines) => buy(ready().test.url, who.c, who.id, lines),
  };

  beforeAll(async () => {
    const frontendDist = options.frontendDist ? await options.frontendDist() : undefined;
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const test = await startShop({ env: { ...adminEnv, ...env }, frontendDist, clock: options.clock });
    started = { test, admin: await signInAdmin(test.url) };
    const customer = someone(options.customer, { email: 'lan@example.vn', userName: 'Lan' });
    if (customer) started.customer = await scene.signUp(customer.email, customer.userName);
    const supplier = someone(options.supplier, { email: 'ml@example.vn', userName: 'Gỗ Minh Long' });
    if (supplier) started.supplier = await scene.signUp(supplier.email, supplier.userName, 'supplier');
    const product = options.product === true ? { title: 'Bàn trà', totalStock: 20 } : options.product || null;
    if (product) started.productId = await scene.addProduct(product.title, product.totalStock, product.price);
  });
  afterAll(async () => {
    if (!started) return;
    await started.test.stop();
    started.test.cleanup();
  });
  return scene;
}
