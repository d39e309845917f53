import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import { theme } from './theme';

/**
 * antd's theme (the shop's colours) and its own words (pickers, pagers, empty states) in the
 * language shown, around the parts of the app drawn with antd: the back office, a shopper's forms,
 * drawers and dialogs. The storefront's first screens use none (issue 29), so antd's style engine
 * and theme load with the first part that needs them (`lazyInAntd`), not with every page.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : viVN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
