import type { ReactNode } from 'react';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { useTranslation } from 'react-i18next';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';

/** antd's own words (its pickers, pagers, empty states) in the language shown. */
export function LocalizedConfig({ theme, children }: { theme: ConfigProviderProps['theme']; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : viVN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
