import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { postMessages, publishYearsAhead, inVietnamese } from '@tavico/contracts';
import { adminEnv, client, signInAdmin, signUp, startShop, type TestShop } from '../support/shop';

const root = path.join(__dirname, '..', '..');
const metaOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/**
 * News and events written in the admin panel (issue 19.2): admins write, publish and delete
 * posts; everyone reads the published ones, newest first, ten a page; the body is sanitised
 * before it is recorded; the article's page carries its head for crawlers and chat apps.
 */
describe('news and events', () => {
  let shop: TestShop;
  let dist: string;
  let admin: ReturnType<typeof client>;
  let cover = '';
  const post = (title: string, overrides: Record<string, unknown> = {}) => ({
    title,
    cover,
    body: `<p>${title}: nội dung bài viết.</p>`,
    publishedAt: '2026-10-05',
    status: 'published',
    ...overrides,
  });

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tavico-posts-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(root, 'frontend/index.html')));
    copyFileSync(path.join(root, 'frontend/public/apple-touch-icon.png'), path.join(dist, 'apple-touch-icon.png'));
    shop = await startShop({ frontendDist: dist, env: { ...adminEnv, PUBLIC_URL: 'https://tavico.example' } });
    admin = (await signInAdmin(shop.url)).c;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8b5a2b' } })
      .png()
      .toBuffer();
    const uploaded = await admin.upload('/api/admin/products/upload-image', [
      { field: 'my_file', name: 'bia.png', data: png, type: 'image/png' },
    ]);
    cover = uploaded.json.result.url;
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets admins write posts, and refuses guests (401) and customers (403)', async () => {
    const guest = await client(shop.url).post('/api/admin/posts', post('Khách viết'));
    expect(guest.status).toBe(401);
    const { c: customer } = await signUp(shop.url, 'an@example.vn', 'Nguyễn An');
    expect((await customer.post('/api/admin/posts', post('Khách hàng viết'))).status).toBe(403);
    expect((await customer.get('/api/admin/posts')).status).toBe(403);
    expect((await client(shop.url).get('/api/admin/posts')).status).toBe(401);

    const created = await admin.post('/api/admin/posts', post('Hội chợ đồ gỗ mùa cưới'));
    expect(created.status).toBe(201);
    expect(created.json.data.slug).toMatch(/^hoi-cho-do-go-mua-cuoi-[0-9a-f]{12}$/);
    const id = created.json.data._id as string;
    expect((await customer.request('PUT', `/api/admin/posts/${id}`, post('Đổi'))).status).toBe(403);
    expect((await client(shop.url).request('DELETE', `/api/admin/posts/${id}`)).status).toBe(401);
    expect((await admin.request('DELETE', `/api/admin/posts/${id}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/posts/${id}`)).status).toBe(404);
  });

  it('keeps a draft out of the list and its page, until it is published; unpublishing hides it again', async () => {
    const draft = await admin.post('/api/admin/posts', post('Bản nháp khu sạp mới', { status: 'draft' }));
    expect(draft.status).toBe(201);
    const { _id: id, slug } = draft.json.data;
    const list = await client(shop.url).get('/api/common/posts');
    expect(list.json.data.map((p: { _id: string }) => p._id)).not.toContain(id);
    expect((await client(shop.url).get(`/api/common/posts/${slug}`)).status).toBe(404);
    // The admin sees drafts too.
    const mine = await admin.get('/api/admin/posts');
    expect(mine.json.data).toEqual(expect.arrayContaining([expect.objectContaining({ _id: id, status: 'draft' })]));

    const published = await admin.request('PUT', `/api/admin/posts/${id}`, post('Bản nháp khu sạp mới'));
    expect(published.status).toBe(200);
    const read = await admin.get(`/api/common/posts/${slug}`);
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ _id: id, title: 'Bản nháp khu sạp mới', cover, status: 'published' });

    await admin.request('PUT', `/api/admin/posts/${id}`, post('Bản nháp khu sạp mới', { status: 'draft' }));
    expect((await admin.get(`/api/common/posts/${slug}`)).status).toBe(404);
    await admin.request('DELETE', `/api/admin/posts/${id}`);
  });

  it('lists published posts newest publish date first, ten a page, without their bodies', async () => {
    for (let day = 1; day <= 12; day++) {
      const date = `2026-09-${String(day).padStart(2, '0')}`;
      const saved = await admin.post('/api/admin/posts', post(`Tin ngày ${day}`, { publishedAt: date }));
      expect(saved.status).toBe(201);
    }
    const first = await admin.get('/api/common/posts');
    expect(first.json.pagination).toMatchObject({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.json.data.map((p: { title: string }) => p.title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((d) => `Tin ngày ${d}`),
    );
    expect(first.json.data[0]).toEqual({
      _id: expect.any(String),
      title: 'Tin ngày 12',
      slug: expect.stringMatching(/^tin-ngay-12-[0-9a-f]{12}$/),
      cover,
      excerpt: 'Tin ngày 12: nội dung bài viết.',
      publishedAt: '2026-09-12T00:00:00.000Z',
    });
    const second = await admin.get('/api/common/posts?page=2');
    expect(second.json.data.map((p: { title: string }) => p.title)).toEqual(['Tin ngày 2', 'Tin ngày 1']);
    // The page size is the list's own: asking for more gets ten.
    expect((await admin.get('/api/common/posts?limit=100')).json.data).toHaveLength(10);
  });

  it("records the admin editor's HTML as it is: every toolbar format, links with rel, a picture of ours", async () => {
    // What the editor (TipTap) gives for each toolbar button, Shift+Enter and a list typed as '3. '.
    const body =
      '<h2>Lịch trưng bày</h2><h3>Ngày đầu</h3>' +
      '<p><strong>Đậm</strong> <em>nghiêng</em> <a rel="noopener" href="https://tavico.vn">web</a><br>dòng mới</p>' +
      '<ul><li><p>Bàn</p></li></ul><ol start="3"><li><p>Giao hàng</p></li></ol>' +
      `<blockquote><p>Bảo hành 24 tháng.</p></blockquote><img src="${cover}" alt="Bàn">`;
    const saved = await admin.post('/api/admin/posts', post('Bài từ trình soạn thảo', { body }));
    expect(saved.status).toBe(201);
    const read = (await client(shop.url).get(`/api/common/posts/${saved.json.data.slug}`)).json.data;
    expect(read.body).toBe(body.replace('<br>', '<br />').replace('alt="Bàn">', 'alt="Bàn" />'));
    expect(read.excerpt).toBe('Lịch trưng bày Ngày đầu Đậm nghiêng web dòng mới Bàn Giao hàng Bảo hành 24 tháng.');
    await admin.request('DELETE', `/api/admin/posts/${saved.json.data._id}`);
  });

  it('strips scripts, event handlers and javascript: links from the body before recording it', async () => {
    const saved = await admin.post(
      '/api/admin/posts',
      post('Bài có mã độc', {
        body:
          '<h2>Mở đầu</h2><p onclick="steal()">Chào<script>alert(1)</script></p><img src="x" onerror="alert(2)"><img src="' +
          cover +
          '" onerror="alert(3)"><a href="javascript:alert(4)">bấm</a><a href="https://tavico.vn">web</a>',
      }),
    );
    expect(saved.status).toBe(201);
    const { body } = (await client(shop.url).get(`/api/common/posts/${saved.json.data.slug}`)).json.data;
    expect(body).toBe(
      `<h2>Mở đầu</h2><p>Chào</p><img src="${cover}" /><a rel="noopener">bấm</a><a href="https://tavico.vn" rel="noopener">web</a>`,
    );
    expect(body).not.toMatch(/script|onerror|onclick|javascript:/);

    const onlyScript = await admin.post('/api/admin/posts', post('Chỉ có mã', { body: '<script>alert(1)</script>' }));
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.json.message).toBe('Vui lòng nhập nội dung bài viết.');
  });

  it('refuses a cover that was never uploaded, or is no image address, and a title over 200 characters', async () => {
    const madeUp = await admin.post('/api/admin/posts', post('Ảnh bịa', { cover: `/uploads/${'a'.repeat(64)}.png` }));
    expect(madeUp.status).toBe(400);
    expect(madeUp.json.message).toMatch(/chưa được tải lên/);
    expect((await admin.post('/api/admin/posts', post('Ảnh js', { cover: 'javascript:alert(1)' }))).status).toBe(400);
    expect((await admin.post('/api/admin/posts', post('x'.repeat(201)))).status).toBe(400);
  });

  it('dates a post from 2000-01-01 to two years ahead: 9999 and 1999 are refused, on creating and on editing', async () => {
    const ahead = (years: number, days: number) => {
      const at = new Date();
      at.setUTCFullYear(at.getUTCFullYear() + years, at.getUTCMonth(), at.getUTCDate() + days);
      return at.toISOString();
    };
    const refused: [string, string][] = [
      ['9999-12-31', inVietnamese(postMessages.publishedTooLate(publishYearsAhead))],
      [ahead(publishYearsAhead, 2), inVietnamese(postMessages.publishedTooLate(publishYearsAhead))],
      ['1999-12-31T23:59:59.000Z', inVietnamese(postMessages.publishedTooEarly)],
      ['0001-01-01', inVietnamese(postMessages.publishedTooEarly)],
    ];
    for (const [publishedAt, message] of refused) {
      const res = await admin.post('/api/admin/posts', post('Ngày lạ', { publishedAt, status: 'draft' }));
      expect([publishedAt, res.status, res.json.message]).toEqual([publishedAt, 400, message]);
    }
    // The ends themselves are taken: the first day of 2000, a fair a year and a half ahead.
    for (const publishedAt of ['2000-01-01', ahead(1, 180)]) {
      const res = await admin.post('/api/admin/posts', post('Ngày biên', { publishedAt, status: 'draft' }));
      expect([publishedAt, res.status]).toEqual([publishedAt, 201]);
      expect(res.json.data.publishedAt).toBe(new Date(publishedAt).toISOString());
    }
    const saved = await admin.post('/api/admin/posts', post('Sửa ngày', { status: 'draft' }));
    const edited = await admin.request(
      'PUT',
      `/api/admin/posts/${saved.json.data._id}`,
      post('Sửa ngày', { publishedAt: '9999-01-01', status: 'draft' }),
    );
    expect([edited.status, edited.json.message]).toEqual([
      400,
      inVietnamese(postMessages.publishedTooLate(publishYearsAhead)),
    ]);
  });

  it("gives the article's page its title, excerpt, cover as og:image and og:type article; 404 when there is none", async () => {
    const saved = await admin.post(
      '/api/admin/posts',
      post('Khai trương "khu sạp" <gỗ>', { body: '<p>Khu sạp mới dành cho gỗ sồi, óc chó.</p>' }),
    );
    const { slug } = saved.json.data;
    const answer = await fetch(`${shop.url}/news-events/${slug}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(titleOf(html)).toBe('Khai trương &quot;khu sạp&quot; &lt;gỗ&gt; | Tavico Home');
    const meta = metaOf(html);
    expect(meta.description).toBe('Khu sạp mới dành cho gỗ sồi, óc chó.');
    expect(meta['og:type']).toBe('article');
    expect(meta['og:image']).toBe(`https://tavico.example${cover}`);
    expect(meta['og:url']).toBe(`https://tavico.example/news-events/${slug}`);
    expect(meta['article:published_time']).toBe('2026-10-05T00:00:00.000Z');

    for (const missing of ['/news-events/khong-co-bai-000000000000', '/news-events/x']) {
      const answer404 = await fetch(`${shop.url}${missing}`);
      expect([missing, answer404.status]).toEqual([missing, 404]);
      expect(titleOf(await answer404.text())).toBe('Không tìm thấy trang | Tavico Home');
    }
    expect((await fetch(`${shop.url}/api/common/posts/khong-co-bai-000000000000`)).status).toBe(404);
  });

  it('lists published posts in the sitemap, drafts not', async () => {
    const draft = await admin.post('/api/admin/posts', post('Nháp không vào sitemap', { status: 'draft' }));
    const files = [...(await (await fetch(`${shop.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(files).toContain('https://tavico.example/sitemap-posts-1.xml');
    const xml = await (await fetch(`${shop.url}/sitemap-posts-1.xml`)).text();
    expect(xml).toMatch(/<loc>https:\/\/tavico\.example\/news-events\/tin-ngay-12-[0-9a-f]{12}<\/loc>/);
    expect(xml).not.toContain(draft.json.data.slug);
    expect((await fetch(`${shop.url}/sitemap-posts-2.xml`)).status).toBe(404);
  });
});
