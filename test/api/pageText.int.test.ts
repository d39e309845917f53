import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@tavico/contracts';
import { adminEnv, signInAdmin, signUp, startShop, testProduct, type TestShop } from '../support/shop';

const root = path.join(__dirname, '..', '..');

/** What `String.replace` reads in a replacement string: the text before and after the match, the match, a group, `$`. */
const patterns = ['$`', "$'", '$&', '$1', '$$'];
const said = patterns.join(' ');
/** The same, as it stands escaped in an attribute: only `'` and `&` change. */
const saidEscaped = '$` $&#39; $&amp; $1 $$';
/** In a URL: no spaces. */
const inUrl = patterns.join('');
const inUrlEscaped = '$`$&#39;$&amp;$1$$';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
/** The page the server rendered, its text read back as a browser reads it (React escapes `&`, `'`, `"`, `<`). */
const renderedText = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
/** The pictures of the rendered page, their addresses read back. */
const renderedImages = (html: string) =>
  [...html.slice(html.indexOf('<div id="root">')).matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) =>
    m[1].replace(/&#x27;/g, "'").replace(/&amp;/g, '&'),
  );

/**
 * The review's finding 6, as the attack: text holding `$` patterns, in every field that reaches
 * the head or the page the server renders, once pasted the page into itself (a product titled `` $` ``
 * served four doctypes and five script tags). Each page must come out whole, its text escaped.
 */
describe('pages whose text holds $ patterns', () => {
  let shop: TestShop;
  let base: string;
  let dist: string;
  const page = async (url: string) => {
    const answer = await fetch(`${shop.url}${url}`);
    expect([url, answer.status]).toEqual([url, 200]);
    return answer.text();
  };
  /** The template's own script, the page's (state, code list, JSON-LD), and the page whole around it. */
  const expectWhole = (html: string, scripts: number) => {
    expect(count(html, /<!doctype/gi)).toBe(1);
    expect(count(html, /<script/gi)).toBe(scripts);
    expect(count(html, /<\/head>/gi)).toBe(1);
    expect(count(html, /<div id="root">/g)).toBe(1);
    expect(count(html, /<\/html>/gi)).toBe(1);
  };

  beforeAll(async () => {
    // The app's page, with the server render beside it (`npm run build` makes frontend/dist-ssr).
    base = mkdtempSync(path.join(tmpdir(), 'tavico-page-text-'));
    dist = path.join(base, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(root, 'frontend/index.html')));
    symlinkSync(path.join(root, 'frontend/dist-ssr'), path.join(base, 'dist-ssr'));
    shop = await startShop({ frontendDist: dist, env: { ...adminEnv, PUBLIC_URL: 'https://tavico.example' } });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
    rmSync(base, { recursive: true, force: true });
  });

  it("keeps a product's page whole: title, description, image and its supplier's name as written", async () => {
    const { c: admin } = await signInAdmin(shop.url);
    const supplier = await signUp(shop.url, 'xuong@example.vn', `Xưởng ${said}`, { admin, role: 'supplier' });
    const image = `/images/ban-${inUrl}.svg`;
    const added = await supplier.c.post(apiRoutes.supplierProducts.add, {
      ...testProduct(`Bàn ${said}`, 3),
      description: `Gỗ sồi ${said}\ncòn mới`,
      image,
      gallery: [`https://cdn.example/anh-${inUrl}.jpg`],
    });
    expect(added.status).toBe(201);
    const read = await supplier.c.get(apiRoutes.shop.product.replace(':id', () => added.json.data._id));
    expect(read.json.data).toMatchObject({ title: `Bàn ${said}`, brand: `Xưởng ${said}`, image });

    const html = await page(`/san-pham/${read.json.data.slug}`);
    // The template's script, the product's JSON-LD, the state the browser takes over and the list of
    // the page's code.
    expectWhole(html, 4);
    expect(metaOf(html, 'og:title')).toBe(`Bàn ${saidEscaped} | Tavico Home`);
    expect(metaOf(html, 'og:description')).toBe(`Gỗ sồi ${saidEscaped} còn mới`);
    expect(metaOf(html, 'description')).toBe(`Gỗ sồi ${saidEscaped} còn mới`);
    expect(metaOf(html, 'og:image')).toBe(`https://tavico.example/images/ban-${inUrlEscaped}.svg`);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`Bàn ${saidEscaped} | Tavico Home`);
    // The page itself: its title and description as written, its picture at its address.
    expect(renderedText(html)).toContain(`Bàn ${said}`);
    expect(renderedText(html)).toContain(`Gỗ sồi ${said}`);
    expect(renderedImages(html)).toContain(image);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({ name: `Bàn ${said}`, brand: { name: `Xưởng ${said}` } });
    expect(ld.image).toEqual([`https://tavico.example${image}`, `https://cdn.example/anh-${inUrl}.jpg`]);

    // The listing's card shows the same title and picture.
    const listing = await page('/listing');
    expectWhole(listing, 3);
    expect(renderedText(listing)).toContain(`Bàn ${said}`);
    expect(renderedImages(listing)).toContain(image);
  });

  it("keeps an article's page whole: title, excerpt and cover as written", async () => {
    const { c: admin } = await signInAdmin(shop.url);
    const created = await admin.post(apiRoutes.posts.create, {
      title: `Hội chợ ${said}`,
      cover: `https://cdn.example/bia-${inUrl}.jpg`,
      body: `<p>Khai mạc ${said} sáng mai.</p>`,
      status: 'published',
    });
    expect(created.status).toBe(201);
    const read = await admin.get(apiRoutes.posts.bySlug.replace(':slug', () => created.json.data.slug));
    expect(read.json.data.title).toBe(`Hội chợ ${said}`);

    const html = await page(`/news-events/${created.json.data.slug}`);
    expectWhole(html, 3);
    expect(renderedText(html)).toContain(`Hội chợ ${said}`);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:title')).toBe(`Hội chợ ${saidEscaped} | Tavico Home`);
    expect(metaOf(html, 'og:description')).toBe(`Khai mạc ${saidEscaped} sáng mai.`);
    expect(metaOf(html, 'og:image')).toBe(`https://cdn.example/bia-${inUrlEscaped}.jpg`);
  });

  it("keeps the home page whole with a banner's address holding them", async () => {
    const { c: admin } = await signInAdmin(shop.url);
    const added = await admin.post(apiRoutes.banners.add, { image: `/images/banner-${inUrl}.svg` });
    expect(added.status).toBe(201);
    expect((await admin.get(apiRoutes.banners.list)).json.data).toHaveLength(1);

    const html = await page('/');
    expectWhole(html, 3);
    expect(renderedImages(html)).toContain(`/images/banner-${inUrl}.svg`);
  });
});
