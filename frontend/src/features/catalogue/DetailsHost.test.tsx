/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductView, ReviewView, SessionUser } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { signedIn } from '../auth';
import { pageOf, productView, siteSettingsOf } from '../../testing/fixtures';
import { inLanguage } from '../../testing/language';
import { Address, renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { DetailsHost } from './DetailsHost';
import { ProductCard } from './ProductCard';

// These tests check the spec's English words.
inLanguage('en');

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const table = (over: Partial<ProductView> = {}) =>
  productView('p1', 'Bàn gỗ sồi', {
    description: 'Bàn ăn',
    totalStock: 5,
    averageReview: 4.5,
    reviewCount: 2,
    ...over,
  });
const review = (id: string, userName = 'Huy'): ReviewView => ({
  _id: id,
  productId: 'p1',
  userId: 'u2',
  userName,
  reviewMessage: 'Chắc chắn',
  reviewValue: 5,
  createdAt: '2026-11-02T00:00:00.000Z',
});

const productPath = '/api/shop/products/get/p1';
const reviewsPath = /^\/api\/shop\/review\/p1/;

/**
 * The server holding the table and its reviews (21: two pages of 20); a review added is the
 * newest, and the average moves to 4.
 */
function stubShop(add: (body: unknown) => unknown = () => ({ success: true, message: 'Review added successfully!' })) {
  let added: ReviewView[] = [];
  const { calls } = stubServer([
    ['get', productPath, () => ({ success: true, data: table(added.length ? { averageReview: 4 } : {}) })],
    [
      'get',
      reviewsPath,
      (path) => {
        const page = Number(new URL(path, 'http://shop').searchParams.get('page') ?? 1);
        const all = [...added, ...Array.from({ length: 21 }, (_, i) => review(`r${i + 1}`))];
        return pageOf(all.slice((page - 1) * 20, page * 20), { page, limit: 20, total: all.length });
      },
    ],
    [
      'post',
      '/api/shop/review/add',
      (_path, body) => {
        const answer = add(body);
        if (!(answer instanceof ApiError)) added = [review('new', 'Lan')];
        return answer;
      },
    ],
  ]);
  const gets = (match: string | RegExp) =>
    calls('get').filter(([path]) => (typeof match === 'string' ? path === match : match.test(path)));
  return { calls, gets };
}

/** A card and the dialog's host on the listing, as the shop's layout has them. */
function renderListing(options: { signedIn?: boolean; route?: string } = {}) {
  const rendered = renderScreen(
    <>
      <ProductCard product={table()} />
      <DetailsHost />
      <Address />
    </>,
    { route: options.route ?? '/listing', settings: siteSettingsOf() },
  );
  if (options.signedIn) act(() => void rendered.store.dispatch(signedIn(user)));
  return rendered;
}

// The dialog's code (and antd's, with its theme: lazyInAntd) loads the first time one opens: slow on
// a busy machine.
const dialog = () => screen.findByRole('dialog', { name: 'Bàn gỗ sồi' }, { timeout: 30_000 });
/** The form's stars (the product's and the reviews' are read-only). */
const stars = (shown: ReturnType<typeof within>) => within(shown.getByLabelText('Stars')).getAllByRole('radio');
const address = () => screen.getByTestId('address').textContent;

// A toast's code loads with the first one: slow on a busy machine.
const toastLoads = { timeout: 10_000 };

afterEach(() => jest.restoreAllMocks());

describe('the details dialog', () => {
  it('opens over the page once the product is read, with its reviews, and closing goes back', async () => {
    const { gets } = stubShop();
    renderListing();
    // The card's title links to the product's page; with the app, it opens the dialog over the listing.
    fireEvent.click(screen.getByRole('link', { name: 'Bàn gỗ sồi' }));
    expect(address()).toBe('/listing?product=p1');
    const shown = within(await dialog());
    expect(shown.getByText('Bàn ăn')).toBeTruthy();
    await waitFor(() => expect(shown.getAllByText('Chắc chắn')).toHaveLength(20));

    fireEvent.click(shown.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(address()).toBe('/listing'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gets(productPath)).toHaveLength(1);
  });

  it('opens from an address that names the product, and closing drops the name from it', async () => {
    stubShop();
    renderListing({ route: '/listing?category=ban&product=p1' });
    const shown = within(await dialog());
    fireEvent.click(shown.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(address()).toBe('/listing?category=ban'));
  });

  it("says why when the product cannot be read, and leaves the page's address as it was", async () => {
    stubServer([['get', productPath, () => new ApiError('Không tìm thấy sản phẩm.', 404)]]);
    renderListing();
    fireEvent.click(screen.getByRole('link', { name: 'Bàn gỗ sồi' }));
    await screen.findByText('Không tìm thấy sản phẩm.', undefined, toastLoads);
    await waitFor(() => expect(address()).toBe('/listing'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('turns the pages of the reviews', async () => {
    const { gets } = stubShop();
    renderListing({ route: '/listing?product=p1' });
    const shown = within(await dialog());
    await waitFor(() => expect(shown.getAllByText('Chắc chắn')).toHaveLength(20));
    fireEvent.click(shown.getByLabelText('Page 2'));
    await waitFor(() => expect(shown.getAllByText('Chắc chắn')).toHaveLength(1));
    expect(gets(reviewsPath).map(([path]) => path)).toEqual(['/api/shop/review/p1', '/api/shop/review/p1?page=2']);
  });

  it('adds a review as the signed-in shopper: says so, and reads the reviews and the rating again once', async () => {
    const { calls, gets } = stubShop();
    renderListing({ signedIn: true, route: '/listing?product=p1' });
    const shown = within(await dialog());
    await waitFor(() => expect(shown.getAllByText('Chắc chắn')).toHaveLength(20));
    // On the second page when it is sent: the review added shows on the first, the newest.
    fireEvent.click(shown.getByLabelText('Page 2'));
    await waitFor(() => expect(shown.getAllByText('Chắc chắn')).toHaveLength(1));

    fireEvent.click(stars(shown)[3]);
    fireEvent.change(shown.getByRole('textbox'), { target: { value: 'Đẹp' } });
    fireEvent.click(shown.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Review added successfully!', undefined, toastLoads);
    expect(calls('post')).toEqual([
      [
        '/api/shop/review/add',
        { productId: 'p1', userId: 'u1', userName: 'Lan', reviewMessage: 'Đẹp', reviewValue: 4 },
      ],
    ]);
    await waitFor(() => expect(shown.getByText('Lan')).toBeTruthy());
    await waitFor(() => expect(shown.getByText('(4.00)')).toBeTruthy());
    // The form is empty again.
    expect((shown.getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
    // The product read twice (before and after), the first page of reviews twice, nothing more.
    expect(gets(productPath)).toHaveLength(2);
    expect(gets(reviewsPath).map(([path]) => path)).toEqual([
      '/api/shop/review/p1',
      '/api/shop/review/p1?page=2',
      '/api/shop/review/p1',
    ]);
  });

  it('sends a guest who reviews to log in and back', async () => {
    const { calls } = stubShop();
    renderListing({ route: '/listing?product=p1' });
    const shown = within(await dialog());
    fireEvent.change(shown.getByRole('textbox'), { target: { value: 'Đẹp' } });
    fireEvent.click(shown.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(address()).toBe('/auth/login'));
    expect(calls('post')).toEqual([]);
  });

  it('requires a rating from 1 to 5 before sending', async () => {
    const { calls } = stubShop();
    renderListing({ signedIn: true, route: '/listing?product=p1' });
    const shown = within(await dialog());
    fireEvent.change(shown.getByRole('textbox'), { target: { value: 'Đẹp' } });
    fireEvent.click(shown.getByRole('button', { name: 'Submit' }));
    expect(shown.getByRole('alert').textContent).toBe('Please choose from 1 to 5 stars.');
    expect(calls('post')).toEqual([]);
  });

  it('shows the server’s refusal of a review by someone who has not bought it, and keeps the form', async () => {
    const { gets } = stubShop(() => new ApiError('You need to purchase product to review it.', 403));
    renderListing({ signedIn: true, route: '/listing?product=p1' });
    const shown = within(await dialog());
    await waitFor(() => expect(shown.getAllByText('Chắc chắn')).toHaveLength(20));
    fireEvent.click(stars(shown)[4]);
    fireEvent.change(shown.getByRole('textbox'), { target: { value: 'Đẹp' } });
    fireEvent.click(shown.getByRole('button', { name: 'Submit' }));
    await screen.findByText('You need to purchase product to review it.', undefined, toastLoads);
    expect((shown.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Đẹp');
    expect(gets(productPath)).toHaveLength(1);
    expect(gets(reviewsPath)).toHaveLength(1);
  });
});
