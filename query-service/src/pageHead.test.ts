import type { ProductDocument } from '@tavico/contracts';
import { renderPage } from './pageHead';

const template = `<!doctype html>
<html lang="vi">
  <head>
    <meta name="description" content="Mặc định" />
    <title>Tavico Home</title>
    <link rel="stylesheet" href="/assets/app.css">
    <link rel="stylesheet" crossorigin href="/assets/main-$&.css" data-app>
    <link rel="modulepreload" crossorigin href="/assets/main-$&.js" data-app>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>`;

/** What `String.replace` reads in a replacement string: the text before, after, the match, a group, `$`. */
const patterns = ['$`', "$'", '$&', '$1', '$$', '$<name>'];
const text = `Bàn ${patterns.join(' ')} gỗ`;
const escaped = `Bàn $\` $&#39; $&amp; $1 $$ $&lt;name&gt; gỗ`;

const product = {
  _id: 'p1',
  title: text,
  description: text,
  image: `/images/a${patterns.join('')}.svg`,
  gallery: [`https://cdn.example/$'$&.jpg`],
  brand: text,
  priceCents: 10000,
  salePriceCents: null,
  effectivePriceCents: 10000,
  totalStock: 3,
  reservedStock: 0,
  reviewCount: 0,
  averageReview: 0,
} as unknown as ProductDocument;

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('a page whose text holds replacement patterns', () => {
  it('puts a product head in once, its text escaped as written, and the rendered page in the root', () => {
    // The page as the server rendered it: its body, its styles, the state (with its own patterns).
    const rendered = {
      html: `<main><h1>${text}</h1><img src="${product.image}"></main>`,
      antdStyles: `<style data-token-hash="x">.a{content:"$&"}</style>`,
      styles: '<link rel="stylesheet" href="/assets/page-$&.css">',
      code: ['/assets/app-$&.js', '/assets/page</script>.js'],
      state: JSON.stringify({ title: text }),
    };
    const html = renderPage(
      template,
      { title: text, description: text, image: product.image, product, currency: 'VND' },
      'https://tavico.example/san-pham/ban',
      'https://tavico.example',
      rendered,
    );
    expect(count(html, /<!doctype/gi)).toBe(1);
    expect(count(html, /<script/g)).toBe(4);
    expect(count(html, /<\/head>/g)).toBe(1);
    expect(count(html, /<div id="root">/g)).toBe(1);
    expect(metaOf(html, 'og:title')).toBe(escaped);
    expect(metaOf(html, 'og:description')).toBe(escaped);
    expect(metaOf(html, 'og:image')).toBe('https://tavico.example/images/a$`$&#39;$&amp;$1$$$&lt;name&gt;.svg');
    expect(html).toContain(`<div id="root">${rendered.html}</div>`);
    expect(html).toContain(`<script type="application/json" id="page-state">${rendered.state}</script>`);
    // The page's code, listed for the entry (read back as it was given, closing tag and all), and
    // the entry itself fetched at low priority: the page is read without them.
    const listed = /<script type="application\/json" id="page-code">([^]*?)<\/script>/.exec(html)?.[1] ?? '[]';
    expect(JSON.parse(listed)).toEqual(rendered.code);
    expect(html).toContain('<script type="module" fetchpriority="low" src="/src/main.tsx">');
    // The app's code and styles announced for pages the browser draws are not fetched before it.
    expect(html).not.toContain('data-app');
    // antd's styles first in the head, before the app's stylesheet (which overrides them, as in
    // the browser's app); the page's own stylesheets in the head after it.
    const antd = html.indexOf(rendered.antdStyles);
    expect(antd).toBeGreaterThan(html.indexOf('<head>'));
    expect(antd).toBeLessThan(html.indexOf('<link rel="stylesheet" href="/assets/app.css">'));
    expect(html.indexOf(rendered.styles)).toBeGreaterThan(antd);
    expect(html.indexOf(rendered.styles)).toBeLessThan(html.indexOf('</head>'));
    const ld = JSON.parse(/<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({ name: text, description: text, brand: { name: text } });
    expect(ld.image).toEqual([`https://tavico.example${product.image}`, product.gallery[0]]);
    // A đồng shop's price: whole đồng, in its own currency (decisions §31).
    expect(ld.offers).toMatchObject({ priceCurrency: 'VND', price: '10000' });
    expect(metaOf(html, 'product:price:currency')).toBe('VND');
  });

  it("gives a dollar shop's price with its cents", () => {
    const html = renderPage(
      template,
      { title: 'Bàn', description: 'Bàn', image: product.image, product, currency: 'USD' },
      'https://tavico.example/san-pham/ban',
      'https://tavico.example',
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(ld.offers).toMatchObject({ priceCurrency: 'USD', price: '100.00' });
    expect(metaOf(html, 'product:price:amount')).toBe('100.00');
    // Not drawn here (no render): the browser draws it, and fetches the app's code with its entry.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/main-$&.js" data-app>');
    expect(html).not.toContain('fetchpriority="low"');
  });

  it('puts an article head in once', () => {
    const html = renderPage(
      template,
      {
        title: text,
        description: text,
        image: `https://cdn.example/${patterns.join('')}.jpg`,
        article: { publishedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
      },
      'https://tavico.example/news-events/bai',
      'https://tavico.example',
    );
    expect(count(html, /<!doctype/gi)).toBe(1);
    expect(count(html, /<script/g)).toBe(1);
    // Not rendered on the server: an empty root the browser draws into, as before.
    expect(html).toContain('<div id="root"></div>');
    expect(metaOf(html, 'og:title')).toBe(escaped);
    expect(metaOf(html, 'og:image')).toBe('https://cdn.example/$`$&#39;$&amp;$1$$$&lt;name&gt;.jpg');
  });
});
