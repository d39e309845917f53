/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { CurrencyProvider, moneyText } from './money';
import { Price } from './Price';
import { MoneyInput } from './MoneyInput';

describe('money on screen (decisions §31)', () => {
  it('shows a đồng shop its prices in đồng, the old price struck through, and no dollar anywhere', () => {
    const { container } = render(
      <CurrencyProvider currency="VND">
        <Price product={{ price: 16_190_000, salePrice: 15_490_000 }} vndPerUsd={25_000} />
      </CurrencyProvider>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('15.490.000 ₫');
    expect(container.querySelector('s')?.textContent).toBe('16.190.000 ₫');
    expect(container.textContent).not.toContain('$');
    // The approximate đồng line belongs to a dollar shop only.
    expect(container.querySelector('.price-vnd')).toBeNull();
  });

  it('keeps a dollar shop as the spec has it, the đồng amount under the price', () => {
    const { container } = render(
      <CurrencyProvider currency="USD">
        <Price product={{ price: 619, salePrice: 0 }} vndPerUsd={25_000} />
      </CurrencyProvider>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('$619.00');
    expect(container.querySelector('.price-vnd')?.textContent).toBe('≈ 15.475.000 ₫');
  });

  it('groups đồng by thousands as they are typed, and gives the number', () => {
    const changes: (number | null)[] = [];
    render(
      <CurrencyProvider currency="VND">
        <MoneyInput aria-label="Giá" onChange={(v) => changes.push(v)} />
      </CurrencyProvider>,
    );
    const input = screen.getByLabelText('Giá') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2500000' } });
    expect(input.value).toBe('2.500.000');
    expect(changes.at(-1)).toBe(2_500_000);
    expect(screen.getByText('₫')).toBeTruthy();
  });

  it('writes an order in its own currency', () => {
    expect(moneyText(30_980_000, 'VND')).toBe('30.980.000 ₫');
    expect(moneyText(1217.29, 'USD')).toBe('$1,217.29');
  });
});
