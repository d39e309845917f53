import type { AnyEvent, PostDocument, PostEvent, RecordedEvent } from '@tavico/contracts';
import { postsProjection } from './posts';

let position = 0;
const recorded = (event: AnyEvent, time: string): RecordedEvent<AnyEvent> => ({
  ...event,
  id: `e${++position}`,
  streamId: 'post-p1',
  revision: position - 1,
  position,
  metadata: { actorId: 'admin', actorRole: 'admin', correlationId: 'c', causationId: null, time },
});
const project = (events: [PostEvent, string][]) =>
  events.reduce<PostDocument | null>((doc, [e, time]) => postsProjection.evolve(doc, recorded(e, time)), null);

const saved = (status: 'draft' | 'published', title = 'Hội chợ mùa cưới'): PostEvent => ({
  type: 'PostSaved',
  data: {
    postId: 'p1',
    title,
    slug: 'hoi-cho-mua-cuoi-0b6f7c1e2d3a',
    cover: '/uploads/cover.png',
    body: '<h2>Mở đầu</h2><p>Hơn 80 gian hàng &amp; sạp.</p>',
    publishedAt: '2026-10-05T00:00:00.000Z',
    status,
  },
});

describe('posts projection', () => {
  it('keeps a post with its short id, its first words as text, and when it was first and last saved', () => {
    const doc = project([
      [saved('draft'), '2026-10-01T08:00:00.000Z'],
      [saved('published', 'Hội chợ mùa cưới 2026'), '2026-10-04T08:00:00.000Z'],
    ]);
    expect(doc).toEqual({
      _id: 'p1',
      title: 'Hội chợ mùa cưới 2026',
      slug: 'hoi-cho-mua-cuoi-0b6f7c1e2d3a',
      shortId: '0b6f7c1e2d3a',
      cover: '/uploads/cover.png',
      body: '<h2>Mở đầu</h2><p>Hơn 80 gian hàng &amp; sạp.</p>',
      excerpt: 'Mở đầu Hơn 80 gian hàng & sạp.',
      publishedAt: '2026-10-05T00:00:00.000Z',
      status: 'published',
      createdAt: '2026-10-01T08:00:00.000Z',
      updatedAt: '2026-10-04T08:00:00.000Z',
    });
  });

  it('removes a deleted post', () => {
    expect(
      project([
        [saved('published'), '2026-10-01T08:00:00.000Z'],
        [{ type: 'PostDeleted', data: { postId: 'p1' } }, '2026-10-02T08:00:00.000Z'],
      ]),
    ).toBeNull();
  });
});
