import type { SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../auth';
import { ApiError } from '../../shared/http';
import { pageOf, productView } from '../../testing/fixtures';
import { flush, testStore } from '../../testing/services';
import { catalogueApi } from './catalogueApi';
import {
  productDetailsClosed,
  productDetailsRequested,
  productsRequested,
  reviewAddRequested,
  reviewsRequested,
  searchKeywordChanged,
  searchPageChanged,
} from './catalogueSlices';
import { inLanguage } from '../../testing/language';

// These tests check the spec's English words.
inLanguage('en');

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const product = (id: string) =>
  productView(id, 'Bàn gỗ sồi', {
    image: '/p.png',
    slug: 'san-pham-0123456789ab',
    description: 'Bàn ăn',
    totalStock: 5,
    averageReview: 4.5,
    reviewCount: 2,
  });

const review = (id: string) => ({
  _id: id,
  productId: 'p1',
  userId: 'u2',
  userName: 'Huy',
  reviewMessage: 'Chắc chắn',
  reviewValue: 5,
  createdAt: '2026-11-02T00:00:00.000Z',
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('search', () => {
  it('searches once, a second after typing stops, with the trimmed keyword', async () => {
    jest.useFakeTimers();
    const search = jest.spyOn(catalogueApi, 'search').mockResolvedValue(pageOf([product('p1')]));
    const { store } = testStore();
    for (const typed of ['b', 'ba', 'ban ', 'ban g', ' ban go ']) store.dispatch(searchKeywordChanged(typed));
    jest.advanceTimersByTime(999);
    expect(search).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await jest.runAllTimersAsync();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ban go', 1);
    expect(store.getState().shopSearch).toMatchObject({ searched: true, searchResults: [product('p1')] });
  });

  it('does not search under 2 characters and clears earlier results', async () => {
    jest.useFakeTimers();
    const search = jest.spyOn(catalogueApi, 'search').mockResolvedValue(pageOf([product('p1')]));
    const { store } = testStore();
    store.dispatch(searchKeywordChanged('sofa'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.getState().shopSearch.searchResults).toHaveLength(1);
    store.dispatch(searchKeywordChanged('b'));
    expect(store.getState().shopSearch.searchResults).toEqual([]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('empties the results when the search fails', async () => {
    jest.useFakeTimers();
    jest.spyOn(catalogueApi, 'search').mockRejectedValue(new ApiError('down', 503));
    const { store } = testStore();
    store.dispatch(searchKeywordChanged('sofa go'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.getState().shopSearch).toMatchObject({ isLoading: false, searchResults: [] });
  });
});

describe('pages', () => {
  it('loads the page of the listing asked for, with the count of everything that matches', async () => {
    const products = jest
      .spyOn(catalogueApi, 'products')
      .mockResolvedValue(pageOf([product('p25')], { page: 2, limit: 24, total: 150 }));
    const { store } = testStore();
    store.dispatch(productsRequested({ filters: { category: ['ban'] }, sortBy: 'title-atoz', page: 2 }));
    await flush();
    expect(products).toHaveBeenCalledWith({ category: ['ban'] }, 'title-atoz', 2);
    expect(store.getState().shopProducts).toMatchObject({
      productList: [product('p25')],
      pagination: { page: 2, limit: 24, total: 150, totalPages: 7 },
    });
  });

  it('empties the listing and its count when the listing fails', async () => {
    jest.spyOn(catalogueApi, 'products').mockRejectedValue(new ApiError('down', 503));
    const { store } = testStore();
    store.dispatch(productsRequested({ filters: {}, sortBy: 'price-lowtohigh', page: 1 }));
    await flush();
    expect(store.getState().shopProducts).toMatchObject({ productList: [], pagination: { total: 0 } });
  });

  it('fetches another page of the same search at once, and typing starts again at the first page', async () => {
    jest.useFakeTimers();
    const search = jest
      .spyOn(catalogueApi, 'search')
      .mockImplementation(async (_keyword, page = 1) => pageOf([product(`p${page}`)], { page, limit: 24, total: 30 }));
    const { store } = testStore();
    store.dispatch(searchKeywordChanged('sofa'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.getState().shopSearch.pagination).toMatchObject({ page: 1, total: 30, totalPages: 2 });

    store.dispatch(searchPageChanged(2));
    await jest.advanceTimersByTimeAsync(0);
    expect(search).toHaveBeenLastCalledWith('sofa', 2);
    expect(store.getState().shopSearch).toMatchObject({ page: 2, searchResults: [product('p2')] });

    store.dispatch(searchKeywordChanged('sofa go'));
    expect(store.getState().shopSearch.page).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(search).toHaveBeenLastCalledWith('sofa go', 1);
    expect(search).toHaveBeenCalledTimes(3);
  });

  it('arrives at the page an address names', async () => {
    jest.useFakeTimers();
    const search = jest.spyOn(catalogueApi, 'search').mockResolvedValue(pageOf([], { page: 3, total: 60 }));
    const { store } = testStore();
    store.dispatch(searchKeywordChanged('ban go', 3));
    await jest.advanceTimersByTimeAsync(1000);
    expect(search).toHaveBeenCalledWith('ban go', 3);
  });

  it('loads another page of reviews, and forgets them when the dialog closes', async () => {
    const reviews = jest
      .spyOn(catalogueApi, 'reviews')
      .mockResolvedValue(pageOf([review('r21')], { page: 2, limit: 20, total: 21 }));
    const { store } = testStore();
    store.dispatch(reviewsRequested({ productId: 'p1', page: 2 }));
    await flush();
    expect(reviews).toHaveBeenCalledWith('p1', 2);
    expect(store.getState().shopReview.pagination).toEqual({ page: 2, limit: 20, total: 21, totalPages: 2 });
    store.dispatch(productDetailsClosed());
    expect(store.getState().shopReview.pagination.total).toBe(0);
  });
});

describe('details and reviews', () => {
  it('opens the dialog once details load, with its reviews, and closing clears both', async () => {
    jest.spyOn(catalogueApi, 'product').mockResolvedValue({ success: true, data: product('p1') });
    jest.spyOn(catalogueApi, 'reviews').mockResolvedValue(pageOf([review('r1')]));
    const { store } = testStore();
    store.dispatch(productDetailsRequested({ productId: 'p1' }));
    await flush();
    expect(store.getState().shopProducts.productDetails?._id).toBe('p1');
    expect(store.getState().shopReview.reviews).toHaveLength(1);
    store.dispatch(productDetailsClosed());
    expect(store.getState().shopProducts.productDetails).toBeNull();
    expect(store.getState().shopReview.reviews).toEqual([]);
  });

  it('sends a guest who reviews to login and back', async () => {
    const add = jest.spyOn(catalogueApi, 'addReview');
    const { store, navigate } = testStore();
    store.dispatch(reviewAddRequested({ productId: 'p1', reviewMessage: 'Đẹp', reviewValue: 5, from: '/listing' }));
    await flush();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { from: '/listing' });
    expect(add).not.toHaveBeenCalled();
  });

  it('requires a rating from 1 to 5 before sending', async () => {
    const add = jest.spyOn(catalogueApi, 'addReview');
    const { store, toast } = testStore();
    store.dispatch(signedIn(user));
    store.dispatch(reviewAddRequested({ productId: 'p1', reviewMessage: 'Đẹp', reviewValue: 0, from: '/' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Please choose from 1 to 5 stars.');
    expect(add).not.toHaveBeenCalled();
  });

  it('adds a review as the signed-in user, says "Review added successfully!" and reloads', async () => {
    jest.spyOn(catalogueApi, 'addReview').mockResolvedValue({ success: true });
    const reviews = jest.spyOn(catalogueApi, 'reviews').mockResolvedValue(pageOf([]));
    jest.spyOn(catalogueApi, 'product').mockResolvedValue({ success: true, data: product('p1') });
    const { store, toast } = testStore();
    store.dispatch(signedIn(user));
    store.dispatch(reviewAddRequested({ productId: 'p1', reviewMessage: 'Đẹp', reviewValue: 4, from: '/' }));
    await flush();
    expect(catalogueApi.addReview).toHaveBeenCalledWith({
      productId: 'p1',
      userId: 'u1',
      userName: 'Lan',
      reviewMessage: 'Đẹp',
      reviewValue: 4,
    });
    expect(toast.success).toHaveBeenCalledWith('Review added successfully!');
    expect(store.getState().shopReview.savedCount).toBe(1);
    // Newest first: the review just added is on the first page.
    expect(reviews).toHaveBeenCalledWith('p1', 1);
  });

  it('shows the server’s refusal of a review by someone who has not bought it', async () => {
    jest
      .spyOn(catalogueApi, 'addReview')
      .mockRejectedValue(new ApiError('You need to purchase product to review it.', 403));
    const { store, toast } = testStore();
    store.dispatch(signedIn(user));
    store.dispatch(reviewAddRequested({ productId: 'p1', reviewMessage: 'Đẹp', reviewValue: 4, from: '/' }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('You need to purchase product to review it.');
    expect(store.getState().shopReview.savedCount).toBe(0);
  });
});
