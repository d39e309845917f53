import { bannerMessages, type BannerEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { bannerDecider } from './decide';

const added = (bannerId: string): BannerEvent => ({
  type: 'BannerAdded',
  data: { bannerId, image: `/uploads/${bannerId}.png` },
});

describe('banner decider', () => {
  it('adds a banner', () => {
    givenEvents(bannerDecider, [])
      .when({ type: 'AddBanner', bannerId: 'b1', image: '/uploads/b1.png' })
      .then([added('b1')]);
  });

  it('deletes a banner that is up', () => {
    givenEvents(bannerDecider, [added('b1'), added('b2')])
      .when({ type: 'DeleteBanner', bannerId: 'b1' })
      .then([{ type: 'BannerDeleted', data: { bannerId: 'b1' } }]);
  });

  it('answers 404 for a banner that is not up, deleted before or never added', () => {
    const given = givenEvents(bannerDecider, [added('b1'), { type: 'BannerDeleted', data: { bannerId: 'b1' } }]);
    given
      .when({ type: 'DeleteBanner', bannerId: 'b1' })
      .thenRejects({ name: 'NotFound', status: 404, message: bannerMessages.notFound });
    given
      .when({ type: 'DeleteBanner', bannerId: 'b9' })
      .thenRejects({ name: 'NotFound', status: 404, message: bannerMessages.notFound });
  });
});
