import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';

/** Puts text on the clipboard; outside a secure context (plain http on a LAN address) the old way. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** 'Sao chép' beside a value a shopper types into their bank's app; it says so once copied. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="small"
      icon={copied ? <CheckOutlined /> : <CopyOutlined />}
      aria-label={t('copy.copyWhat', { what })}
      onClick={async () => setCopied(await copyText(text))}
    >
      {copied ? t('copy.copied') : t('copy.copy')}
    </Button>
  );
}
