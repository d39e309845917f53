/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import type { SupplierView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { sampleSuppliers, SuppliersPage } from './SuppliersPage';

const minhLong = {
  id: 'u-minhlong',
  userName: 'Gỗ Minh Long',
  logo: '/uploads/minhlong.png',
  background: 'Ba đời thợ mộc.',
  contactInfo: 'Bàn ghế gỗ óc chó.',
  rating: 4.2,
} as SupplierView;

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => jest.restoreAllMocks());

describe('the suppliers page', () => {
  it("holds a skeleton until the list answers, then shows each supplier's card, asked once", async () => {
    let answer: (list: SupplierView[]) => void = () => undefined;
    const { calls } = stubServer([['get', '/api/suppliers', () => new Promise((resolve) => (answer = resolve))]]);
    const { container } = renderScreen(<SuppliersPage />);
    expect(container.querySelector('.skeleton')).not.toBeNull();
    await act(async () => answer([minhLong]));
    await waitFor(() => expect(names()).toEqual(['Gỗ Minh Long']));
    expect(screen.getByRole('img', { name: 'Logo Gỗ Minh Long' }).getAttribute('src')).toBe('/uploads/minhlong.png');
    expect(screen.getByLabelText('Đánh giá 4.2 trên 5')).toBeTruthy();
    expect(container.querySelector('.skeleton')).toBeNull();
    expect(calls('get')).toHaveLength(1);
  });

  it('shows the three sample suppliers when the list is empty or cannot be read', async () => {
    stubServer([['get', '/api/suppliers', () => []]]);
    const first = renderScreen(<SuppliersPage />);
    await waitFor(() => expect(names()).toEqual(sampleSuppliers.map((s) => s.userName)));
    first.unmount();
    jest.restoreAllMocks();

    stubServer([['get', '/api/suppliers', () => new ApiError('down', 503)]]);
    renderScreen(<SuppliersPage />);
    await waitFor(() => expect(names()).toEqual(sampleSuppliers.map((s) => s.userName)));
  });
});
