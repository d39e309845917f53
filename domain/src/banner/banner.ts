import type { BannerEvent } from '@tavico/contracts';

/** The one `banners` stream: which feature images are on the landing page now. */
export interface BannersState {
  active: string[];
}

export const initialState: BannersState = { active: [] };

export function evolve(state: BannersState, event: BannerEvent): BannersState {
  switch (event.type) {
    case 'BannerAdded':
      return { active: [...state.active, event.data.bannerId] };
    case 'BannerDeleted':
      return { active: state.active.filter((id) => id !== event.data.bannerId) };
  }
}
