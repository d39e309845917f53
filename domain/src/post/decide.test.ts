import { postMessages, type PostContent, type PostEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { postDecider, type PostFields } from './decide';

const postId = '0b6f7c1e-2d3a-4b5c-8d9e-a1b2c3d4e5f6';
const at = '2026-11-01T03:00:00.000Z';
const fields: PostFields & { publishedAt: string } = {
  title: 'Hội chợ đồ gỗ mùa cưới',
  cover: '/uploads/cover.png',
  body: '<p>Hơn 80 gian hàng.</p>',
  publishedAt: '2026-10-05T02:00:00.000Z',
  status: 'draft',
};
const saved = (overrides: Partial<PostContent> = {}, slug = 'hoi-cho-do-go-mua-cuoi-a1b2c3d4e5f6'): PostEvent => ({
  type: 'PostSaved',
  data: { postId, ...fields, ...overrides, slug },
});
const deleted: PostEvent = { type: 'PostDeleted', data: { postId } };

describe('post decider', () => {
  it('creates a draft with an address made of the title without diacritics and a short id', () => {
    givenEvents(postDecider, []).when({ type: 'CreatePost', postId, fields, at }).then([saved()]);
  });

  it('dates a new post without a publish date when it is saved, and an edited one keeps its date', () => {
    givenEvents(postDecider, [])
      .when({ type: 'CreatePost', postId, fields: { ...fields, publishedAt: null }, at })
      .then([saved({ publishedAt: at })]);
    givenEvents(postDecider, [saved()])
      .when({ type: 'UpdatePost', postId, fields: { ...fields, publishedAt: null, status: 'published' } })
      .then([saved({ status: 'published' })]);
  });

  it('refuses to create a post twice with 409', () => {
    givenEvents(postDecider, [saved()])
      .when({ type: 'CreatePost', postId, fields, at })
      .thenRejects({ name: 'Conflict', status: 409 });
  });

  it('publishes a draft, and takes a published post back to a draft', () => {
    givenEvents(postDecider, [saved()])
      .when({ type: 'UpdatePost', postId, fields: { ...fields, status: 'published' } })
      .then([saved({ status: 'published' })]);
    givenEvents(postDecider, [saved({ status: 'published' })])
      .when({ type: 'UpdatePost', postId, fields })
      .then([saved()]);
  });

  it('gives a renamed post a new address with the same short id', () => {
    givenEvents(postDecider, [saved()])
      .when({ type: 'UpdatePost', postId, fields: { ...fields, title: 'Khai trương khu sạp mới' } })
      .then([saved({ title: 'Khai trương khu sạp mới' }, 'khai-truong-khu-sap-moi-a1b2c3d4e5f6')]);
  });

  it('records nothing for a save that changes nothing', () => {
    givenEvents(postDecider, [saved()]).when({ type: 'UpdatePost', postId, fields }).then([]);
  });

  it('deletes a post', () => {
    givenEvents(postDecider, [saved()]).when({ type: 'DeletePost', postId }).then([deleted]);
  });

  it(`answers 404 "${postMessages.notFound}" to edit or delete a post never written or deleted`, () => {
    for (const given of [givenEvents(postDecider, []), givenEvents(postDecider, [saved(), deleted])]) {
      given
        .when({ type: 'UpdatePost', postId, fields })
        .thenRejects({ name: 'NotFound', status: 404, message: postMessages.notFound });
      given
        .when({ type: 'DeletePost', postId })
        .thenRejects({ name: 'NotFound', status: 404, message: postMessages.notFound });
    }
  });

  it('cannot bring a deleted post back under its id', () => {
    givenEvents(postDecider, [saved(), deleted])
      .when({ type: 'CreatePost', postId, fields, at })
      .thenRejects({ name: 'Conflict', status: 409 });
  });
});
