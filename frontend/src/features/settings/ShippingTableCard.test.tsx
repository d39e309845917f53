/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { defaultShippingTables } from '@tavico/contracts/client';
import { siteSettingsOf } from '../../testing/fixtures';
import { inLanguage } from '../../testing/language';
import { renderScreen } from '../../testing/render';
import { SettingsPage } from './SettingsPage';

const withTable = siteSettingsOf({ shipping: defaultShippingTables.VND });
const card = () => screen.getByText('Shipping fees and delivery times').closest('.settings-shipping') as HTMLElement;

describe("the settings' shipping card in English (issue 27)", () => {
  inLanguage('en');

  it('names its zones, rates and thresholds in English: no Vietnamese but the zone names the owner gave', () => {
    renderScreen(<SettingsPage />, { settings: withTable });
    const shown = within(card());
    expect(shown.getByText('Zone 1')).toBeTruthy();
    expect(shown.getByText('Everywhere else')).toBeTruthy();
    expect(shown.getByLabelText('Shipping fee (zone 2)')).toBeTruthy();
    expect(shown.getByLabelText('Fewest days to deliver (everywhere else)')).toBeTruthy();
    expect(shown.getByLabelText('Provinces and cities of zone 1')).toBeTruthy();
    expect(shown.getByRole('button', { name: 'Add a zone' })).toBeTruthy();
    expect(shown.getAllByRole('button', { name: 'Remove zone' })).toHaveLength(2);
    // The zone names are the owner's values, in inputs: the card's own text holds no Vietnamese letter.
    expect(card().textContent).not.toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
  });
});
