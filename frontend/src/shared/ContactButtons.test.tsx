/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ContactButtons } from './ContactButtons';

describe('call and Zalo where a buyer hesitates (issue 27)', () => {
  it('offers a call to the first hotline and a Zalo chat, and says "Liên hệ đặt hàng" for a sold-out product', () => {
    render(<ContactButtons settings={{ hotlines: ['0909 123 456', '0909 000 111'], zalo: '0901 234 567' }} soldOut />);
    expect(screen.getByText('Liên hệ đặt hàng')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Gọi 0909 123 456/ }).getAttribute('href')).toBe('tel:0909123456');
    const zalo = screen.getByRole('link', { name: /Chat Zalo/ });
    expect(zalo.getAttribute('href')).toBe('https://zalo.me/0901234567');
    expect(zalo.getAttribute('rel')).toContain('noopener');
  });

  it('shows only what the owner set, and nothing before the settings are read', () => {
    const { container, rerender } = render(
      <ContactButtons settings={{ hotlines: [], zalo: 'https://zalo.me/123456789' }} />,
    );
    expect(screen.queryByText('Liên hệ đặt hàng')).toBeNull();
    expect(screen.queryByRole('link', { name: /Gọi/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Chat Zalo/ }).getAttribute('href')).toBe('https://zalo.me/123456789');
    rerender(<ContactButtons settings={null} soldOut />);
    expect(container.textContent).toBe('');
  });
});
