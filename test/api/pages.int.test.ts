import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminEnv, signInAdmin, startShop, testProduct, type TestShop } from '../support/shop';

const root = path.join(__dirname, '..', '..');

/** The meta tags of a page as a crawler reads them: name or property → content. */
function metaOf(html: string): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)) {
    meta[key] = content;
  }
  return meta;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const jsonOf = async (answer: Response) => (await answer.json()) as Record<string, any>;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/**
 * The storefront as crawlers and chat apps see it, without running JavaScript (issue 19.4):
 * each page's head in the HTML, 404 for what is no page, robots.txt, sitemap.xml and the icons.
 */
describe('the pages the server sends', () => {
  let shop: TestShop;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tavico-pages-'));
    mkdirSync(path.join(dist, 'assets'));
    // The app's own index.html, with its default title and description, as the build keeps them.
    writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(root, 'frontend/index.html')));
    for (const icon of ['favicon.ico', 'apple-touch-icon.png']) {
      copyFileSync(path.join(root, 'frontend/public', icon), path.join(dist, icon));
    }
    shop = await startShop({ frontendDist: dist, env: { ...adminEnv, PUBLIC_URL: 'https://tavico.example' } });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives each public page its own title, description, canonical address and Open Graph tags', async () => {
    const answer = await fetch(`${shop.url}/contact`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<div id="root">');
    expect(titleOf(html)).toBe('Liên hệ | Tavico Home');
    // One title and one description: the template's own are replaced, not doubled.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const meta = metaOf(html);
    expect(meta.description).toMatch(/hotline/);
    expect(meta['og:title']).toBe('Liên hệ | Tavico Home');
    expect(meta['og:url']).toBe('https://tavico.example/contact');
    expect(meta['og:image']).toBe('https://tavico.example/apple-touch-icon.png');
    expect(meta.robots).toBeUndefined();
    expect(canonicalOf(html)).toBe('https://tavico.example/contact');

    const service = await (await fetch(`${shop.url}/dich-vu/thue-mat-bang`)).text();
    expect(titleOf(service)).toBe('Cho thuê mặt bằng | Tavico Home');
  });

  it('keeps the /shop twins, signed-in and staff pages out of search engines', async () => {
    const twin = await fetch(`${shop.url}/shop/contact`);
    expect(twin.status).toBe(200);
    const html = await twin.text();
    expect(metaOf(html).robots).toBe('noindex');
    expect(canonicalOf(html)).toBeUndefined();
    for (const page of ['/shop/checkout', '/shop/account', '/admin/orders', '/supplier/products', '/auth/login']) {
      const answer = await fetch(`${shop.url}${page}`);
      expect([page, answer.status]).toEqual([page, 200]);
      expect([page, metaOf(await answer.text()).robots]).toEqual([page, 'noindex']);
    }
  });

  it('answers a path that is no page with the app (its not-found page) and status 404', async () => {
    for (const page of ['/no-such-page', '/dich-vu/no-such-service', '/shop/admin', '/listing/extra']) {
      const answer = await fetch(`${shop.url}${page}`);
      expect([page, answer.status]).toEqual([page, 404]);
      const html = await answer.text();
      expect(html).toContain('<div id="root">');
      expect(titleOf(html)).toBe('Không tìm thấy trang | Tavico Home');
      expect(metaOf(html).robots).toBe('noindex');
    }
    // The API keeps its own JSON 404.
    const api = await fetch(`${shop.url}/api/no-such-route`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });

  it('escapes what a path could smuggle into the head', async () => {
    const html = await (await fetch(`${shop.url}/%22%3E%3Cscript%3Ealert(1)%3C/script%3E`)).text();
    expect(html).not.toContain('<script>alert(1)');
  });

  it('serves robots.txt and sitemap.xml as real files', async () => {
    const robots = await fetch(`${shop.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /admin');
    expect(rules).toContain('Sitemap: https://tavico.example/sitemap.xml');

    // An index of sitemaps: the pages' (no products yet, so no product file).
    const index = await fetch(`${shop.url}/sitemap.xml`);
    expect(index.headers.get('content-type')).toMatch(/xml/);
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual(['https://tavico.example/sitemap-pages.xml']);
    const sitemap = await fetch(`${shop.url}/sitemap-pages.xml`);
    const xml = await sitemap.text();
    expect(xml).toMatch(/^<\?xml/);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        'https://tavico.example/',
        'https://tavico.example/listing',
        'https://tavico.example/contact',
        'https://tavico.example/dich-vu/thue-mat-bang',
      ]),
    );
    expect(locations.some((l) => l.includes('/admin') || l.includes('/shop/'))).toBe(false);
  });

  it('serves the favicon and the apple-touch icon', async () => {
    const favicon = await fetch(`${shop.url}/favicon.ico`);
    expect(favicon.status).toBe(200);
    // An icon file (reserved 0, type 1) holding PNG images.
    const bytes = Buffer.from(await favicon.arrayBuffer());
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    const touch = await fetch(`${shop.url}/apple-touch-icon.png`);
    expect(touch.headers.get('content-type')).toBe('image/png');
  });

  describe('a product page', () => {
    let slug = '';
    let productId = '';
    const admin = () => signInAdmin(shop.url);

    beforeAll(async () => {
      const { c } = await admin();
      const added = await c.post('/api/admin/products/add', {
        ...testProduct('Bàn trà gỗ hương "Đồng Nai" <b>', 4, 2849, 2500),
        description: 'Bàn trà gỗ hương nguyên khối </script><script>alert(1)</script>',
        material: 'Gỗ hương',
        dimensions: '120 × 60 × 45 cm',
      });
      expect(added.status).toBe(201);
      productId = added.json.data._id;
      const page = await fetch(`${shop.url}/api/shop/products/get/${productId}`);
      slug = (await jsonOf(page)).data.slug;
    });

    it('lays nothing over the page: without the server render beside the build, the root is left to the browser', async () => {
      // The first screen of pictures is gone (issue 29): a built shop renders its pages on the server
      // (serverRendered.int.test.ts); this one has no frontend/dist-ssr, so each page is the app's empty
      // root, with its own head, as before.
      for (const path of [`/san-pham/${slug}`, '/listing', '/', '/contact']) {
        const answer = await fetch(`${shop.url}${path}`);
        expect([path, answer.status]).toEqual([path, 200]);
        const html = await answer.text();
        expect([path, html.includes('first-screen'), html.includes('<div id="root"></div>')]).toEqual([
          path,
          false,
          true,
        ]);
        expect([path, html.includes('id="page-state"')]).toEqual([path, false]);
      }
    });

    it('has its own address from its title, with the specifications the form gave', async () => {
      expect(slug).toMatch(/^ban-tra-go-huong-dong-nai-b-[0-9a-f]{12}$/);
      const answer = await fetch(`${shop.url}/api/shop/products/page/${slug}`);
      expect(answer.status).toBe(200);
      const { data } = await jsonOf(answer);
      expect(data.product).toMatchObject({ _id: productId, slug, gallery: [] });
      expect(data.product.specs).toEqual({
        material: 'Gỗ hương',
        dimensions: '120 × 60 × 45 cm',
        finish: '',
        warranty: '',
      });
      expect(data.supplier).toBeNull();
      expect((await fetch(`${shop.url}/api/shop/products/page/no-such-product`)).status).toBe(404);
    });

    it('puts the product into the HTML: title, Open Graph with image and price, and Product JSON-LD', async () => {
      const answer = await fetch(`${shop.url}/san-pham/${slug}`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(titleOf(html)).toBe('Bàn trà gỗ hương &quot;Đồng Nai&quot; &lt;b&gt; | Tavico Home');
      const meta = metaOf(html);
      expect(meta['og:type']).toBe('product');
      expect(meta['og:image']).toBe('https://tavico.example/images/x.svg');
      expect(meta['product:price:amount']).toBe('2500.00');
      expect(meta['product:price:currency']).toBe('USD');
      expect(canonicalOf(html)).toBe(`https://tavico.example/san-pham/${slug}`);
      const ld = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1] ?? '';
      // The description's own </script> cannot close the block.
      expect(ld).not.toContain('</script>');
      const data = JSON.parse(ld);
      expect(data).toMatchObject({
        '@type': 'Product',
        name: 'Bàn trà gỗ hương "Đồng Nai" <b>',
        offers: { price: '2500.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      });
    });

    it('moves an old address to the current one after a rename, and answers 404 for no product', async () => {
      const { c } = await admin();
      const renamed = await c.request('PUT', `/api/admin/products/edit/${productId}`, {
        ...testProduct('Bàn trà gỗ hương mới', 4, 2849, 2500),
      });
      expect(renamed.status).toBe(200);
      const moved = await fetch(`${shop.url}/san-pham/${slug}`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      const current = moved.headers.get('location') ?? '';
      expect(current).toMatch(/^\/san-pham\/ban-tra-go-huong-moi-[0-9a-f]{12}$/);
      expect(current.slice(-12)).toBe(slug.slice(-12));
      // The edit gave no specifications: the product keeps them.
      const page = await jsonOf(await fetch(`${shop.url}/api/shop/products/page/${current.split('/').pop()}`));
      expect(page.data.product.specs.material).toBe('Gỗ hương');

      const missing = await fetch(`${shop.url}/san-pham/ban-khong-co-000000000000`);
      expect(missing.status).toBe(404);
    });

    it('lists products in the sitemap', async () => {
      const files = [...(await (await fetch(`${shop.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => m[1],
      );
      expect(files).toEqual([
        'https://tavico.example/sitemap-pages.xml',
        'https://tavico.example/sitemap-products-1.xml',
      ]);
      const products = await (await fetch(`${shop.url}/sitemap-products-1.xml`)).text();
      expect(products).toMatch(/<loc>https:\/\/tavico\.example\/san-pham\/ban-tra-go-huong-moi-[0-9a-f]{12}<\/loc>/);
      expect((await fetch(`${shop.url}/sitemap-products-2.xml`)).status).toBe(404);
    });

    it('refuses a gallery of more than five pictures, or one that was never uploaded', async () => {
      const { c } = await admin();
      const six = await c.post('/api/admin/products/add', {
        ...testProduct('Ghế', 1),
        gallery: Array.from({ length: 6 }, () => '/images/x.svg'),
      });
      expect(six.status).toBe(400);
      expect(six.json.message).toMatch(/Tối đa 5 ảnh thêm/);
      const madeUp = await c.post('/api/admin/products/add', {
        ...testProduct('Ghế', 1),
        gallery: ['/uploads/never-uploaded.webp'],
      });
      expect(madeUp.status).toBe(400);
    });
  });
});
