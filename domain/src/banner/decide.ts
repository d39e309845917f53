import { Conflict, NotFound, bannerMessages, type BannerEvent } from '@tavico/contracts';
import type { Decider } from '../decider';
import { evolve, initialState, type BannersState } from './banner';

export type AddBanner = { type: 'AddBanner'; bannerId: string; image: string };
export type DeleteBanner = { type: 'DeleteBanner'; bannerId: string };
export type BannerCommand = AddBanner | DeleteBanner;

export function decide(command: BannerCommand, state: BannersState): BannerEvent[] {
  switch (command.type) {
    case 'AddBanner':
      if (state.active.includes(command.bannerId)) throw new Conflict(bannerMessages.exists);
      return [{ type: 'BannerAdded', data: { bannerId: command.bannerId, image: command.image } }];
    case 'DeleteBanner':
      if (!state.active.includes(command.bannerId)) throw new NotFound(bannerMessages.notFound);
      return [{ type: 'BannerDeleted', data: { bannerId: command.bannerId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const bannerDecider: Decider<BannersState, BannerCommand, BannerEvent> = {
  name: 'banners@1',
  initialState,
  evolve,
  decide,
};
