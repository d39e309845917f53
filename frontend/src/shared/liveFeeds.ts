import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The back office's live channels (the admin's order feed, a supplier's orders): whether each is
 * connected, and the orders it marked since the screen opened. What the orders are lives in the
 * RTK Query cache, which the channels' sagas patch or invalidate.
 */
export type LiveFeed = 'adminOrders' | 'supplierOrders';
export type LiveStatus = 'off' | 'connected' | 'disconnected';

export interface LiveFeedsState {
  status: Record<LiveFeed, LiveStatus>;
  /** Orders that arrived (the admin's feed) or changed (a supplier's) while the screen was open. */
  marked: Record<LiveFeed, string[]>;
}

const initialLiveFeeds: LiveFeedsState = {
  status: { adminOrders: 'off', supplierOrders: 'off' },
  marked: { adminOrders: [], supplierOrders: [] },
};

/** A screen opens and closes its feed: the saga follows the socket in between. */
export const liveFeedOpened = (feed: LiveFeed) => createAction(`liveFeeds/${feed}/opened`);
export const liveFeedClosed = (feed: LiveFeed) => createAction(`liveFeeds/${feed}/closed`);

export const liveFeedsSlice = createSlice({
  name: 'liveFeeds',
  initialState: initialLiveFeeds,
  reducers: {
    liveFeedStatus: (state, action: PayloadAction<{ feed: LiveFeed; status: LiveStatus }>) => {
      state.status[action.payload.feed] = action.payload.status;
    },
    liveOrderMarked: (state, action: PayloadAction<{ feed: LiveFeed; orderId: string }>) => {
      const marked = state.marked[action.payload.feed];
      if (!marked.includes(action.payload.orderId)) marked.push(action.payload.orderId);
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(
      (action) => /^liveFeeds\/\w+\/closed$/.test(action.type),
      (state, action) => {
        const feed = action.type.split('/')[1] as LiveFeed;
        state.status[feed] = 'off';
        state.marked[feed] = [];
      },
    ),
});

export const { liveFeedStatus, liveOrderMarked } = liveFeedsSlice.actions;

/** Whether a feed is connected (off until the back office has been opened). */
export const selectLiveStatus =
  (feed: LiveFeed) =>
  (state: { liveFeeds?: LiveFeedsState }): LiveStatus =>
    (state.liveFeeds ?? initialLiveFeeds).status[feed];

/** The orders a feed marked since its screen opened. */
export const selectLiveMarked =
  (feed: LiveFeed) =>
  (state: { liveFeeds?: LiveFeedsState }): string[] =>
    (state.liveFeeds ?? initialLiveFeeds).marked[feed];
