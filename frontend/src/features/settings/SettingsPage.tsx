import type { ReactElement } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { useSaveSiteSettingsMutation, useSiteSettingsQuery } from './settingsApi';
import { ShippingTableCard } from './ShippingTableCard';
import { CarriersCard, carrierDrafts, carriersOfDrafts, type CarrierDraft } from './CarriersCard';
import './settings.css';

const notify = () => import('../../shared/notify').then((m) => m.notification);

/** What each address field looks like: the same in every language. */
const examples = {
  youtube: 'https://www.youtube.com/@...',
  tiktok: 'https://www.tiktok.com/@...',
  facebook: 'https://www.facebook.com/...',
  linkedin: 'https://www.linkedin.com/company/...',
  map: 'https://www.google.com/maps/embed?pb=...',
  video: 'https://www.youtube-nocookie.com/embed/...',
};

/** Up to four hotlines (the server's limit). */
const hotlineSlots = [0, 1, 2, 3];

/** The form's fields, each under the label the server's messages name it by. */
const fields = {
  companyName: 'Tên công ty',
  address: 'Địa chỉ',
  hotlines: 'Hotline',
  zalo: 'Zalo',
  email: 'E-mail',
  openingHours: 'Giờ mở cửa',
  'social.youtube': 'Kênh video',
  'social.tiktok': 'Kênh video ngắn',
  'social.facebook': 'Mạng xã hội',
  'social.linkedin': 'Mạng nghề nghiệp',
  mapEmbedUrl: 'Bản đồ nhúng',
  anniversaryVideoEmbed: 'Video kỷ niệm',
  vndPerUsd: 'Tỷ giá',
  'bank.name': 'Tên ngân hàng',
  'bank.bin': 'Mã ngân hàng (BIN)',
  'bank.accountNumber': 'Số tài khoản',
  'bank.accountName': 'Tên chủ tài khoản',
} as const;
type Field = keyof typeof fields;
/** Words only the carriers' messages use (checked first: they name 'vận chuyển' too). */
const carrierWords = ['đơn vị vận chuyển', 'vận đơn', 'carrier', 'tracking'];
/** Words only the shipping table's messages use: such a message is shown on its card. */
const shippingWords = ['vận chuyển', 'vùng', 'tỉnh/thành phố', 'cồng kềnh', 'ngày giao'];

/**
 * The field a server message is about: the one whose label the message starts with ('Tỷ giá
 * phải là một số.'), else the longest label it names ('Vui lòng nhập tên công ty.').
 */
export function fieldOfMessage(message: string): Field | 'carriers' | 'shipping' | null {
  const said = message.toLowerCase();
  if (carrierWords.some((w) => said.includes(w))) return 'carriers';
  if (shippingWords.some((w) => said.includes(w))) return 'shipping';
  const byLength = (Object.entries(fields) as [Field, string][]).sort((a, b) => b[1].length - a[1].length);
  const first = byLength.find(([, label]) => said.startsWith(label.toLowerCase()));
  if (first) return first[0];
  return byLength.find(([, label]) => said.includes(label.toLowerCase()))?.[0] ?? null;
}

interface FormValues extends Omit<SiteSettings, 'hotlines' | 'carriers'> {
  hotlines: string[];
  carriers?: CarrierDraft[];
}

const toForm = ({ carriers, ...s }: SiteSettings): FormValues => ({
  ...s,
  hotlines: hotlineSlots.map((i) => s.hotlines[i] ?? ''),
  ...(carriers ? { carriers: carrierDrafts(carriers) } : {}),
});

/** The form's values to save; the shipping table only when the server gave one to edit. */
const fromForm = ({ shipping, carriers, ...v }: FormValues, withShipping: boolean): SiteSettings => ({
  ...v,
  ...(carriers ? { carriers: carriersOfDrafts(carriers) } : {}),
  hotlines: v.hotlines.map((h) => (h ?? '').trim()).filter(Boolean),
  // An emptied threshold is no free shipping.
  ...(withShipping && shipping
    ? { shipping: { ...shipping, freeShippingFrom: shipping.freeShippingFrom ?? null } }
    : {}),
});

/**
 * 'Cài đặt' (decisions §19): the owner edits the company's contact values, social links, map,
 * anniversary video, the dong rate and the bank account. The server checks them; a refused save
 * shows its message at the field it names. Values left empty are not shown to shoppers.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data, isError } = useSiteSettingsQuery();
  const settings = data?.settings;
  const [save, saving] = useSaveSiteSettingsMutation();
  // The server's message for the last failed save.
  const saveError = saving.isError ? messageOf(saving.error) : null;
  const errorAt = saveError ? fieldOfMessage(saveError) : null;
  const errorOf = (field: Field) => (errorAt === field ? saveError : null);
  const hotlinesProblem = shownAt(errorOf('hotlines'));
  // The server's word either way ('Đã lưu cài đặt.' or the field's problem); saved, the shop's
  // pages show the new values at once (the answer is written into the cache).
  const saveSettings = async (values: SiteSettings) => {
    const notification = await notify();
    try {
      const answer = await save(values).unwrap();
      if (answer.message) notification.success({ title: answer.message });
    } catch (error) {
      notification.error({ title: messageOf(error) });
    }
  };

  if (!settings) {
    return (
      <div className="page-loading">
        {isError ? <Alert type="error" showIcon title={t('backOffice.settings.unreadable')} /> : <Spin />}
      </div>
    );
  }
  return (
    <div className="settings-page">
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.settings')}</h1>
      </div>
      <p className="settings-intro">{t('backOffice.settings.intro')}</p>
      {/* A message no field owns (the server down, say) stands above the form. */}
      {saveError && !errorAt && (
        <Alert type="error" showIcon title={saveError} className="settings-alert" role="alert" />
      )}
      <Form<FormValues>
        layout="vertical"
        initialValues={toForm(settings)}
        onFinish={(values) => void saveSettings(fromForm(values, !!settings.shipping))}
        className="settings-form"
        requiredMark={false}
      >
        <Card title={t('backOffice.settings.company')} size="small">
          <Setting field="companyName" error={errorOf('companyName')} />
          <Setting field="address" error={errorOf('address')}>
            <Input.TextArea rows={2} />
          </Setting>
          <Form.Item
            label={t('backOffice.settings.fields.hotlines')}
            extra={t('backOffice.settings.hotlinesHelp')}
            {...hotlinesProblem}
          >
            <div className="settings-hotlines">
              {hotlineSlots.map((i) => (
                <Form.Item key={i} name={['hotlines', i]} noStyle>
                  <Input
                    aria-label={t('backOffice.settings.hotlineN', { n: i + 1 })}
                    inputMode="tel"
                    placeholder={t('backOffice.settings.hotlineN', { n: i + 1 })}
                  />
                </Form.Item>
              ))}
            </div>
          </Form.Item>
          <Setting field="zalo" error={errorOf('zalo')}>
            <Input placeholder={t('backOffice.settings.zaloExample')} />
          </Setting>
          <Setting field="email" error={errorOf('email')}>
            <Input type="email" />
          </Setting>
          <Setting field="openingHours" error={errorOf('openingHours')} />
        </Card>
        <Card title={t('backOffice.settings.social')} size="small">
          <Setting field="social.youtube" error={errorOf('social.youtube')}>
            <Input placeholder={examples.youtube} />
          </Setting>
          <Setting field="social.tiktok" error={errorOf('social.tiktok')}>
            <Input placeholder={examples.tiktok} />
          </Setting>
          <Setting field="social.facebook" error={errorOf('social.facebook')}>
            <Input placeholder={examples.facebook} />
          </Setting>
          <Setting field="social.linkedin" error={errorOf('social.linkedin')}>
            <Input placeholder={examples.linkedin} />
          </Setting>
        </Card>
        <Card title={t('backOffice.settings.mapVideo')} size="small">
          <Setting field="mapEmbedUrl" error={errorOf('mapEmbedUrl')} extra={t('backOffice.settings.mapHelp')}>
            <Input placeholder={examples.map} />
          </Setting>
          <Setting
            field="anniversaryVideoEmbed"
            error={errorOf('anniversaryVideoEmbed')}
            extra={t('backOffice.settings.videoHelp')}
          >
            <Input placeholder={examples.video} />
          </Setting>
        </Card>
        <Card title={t('backOffice.settings.rateBank')} size="small">
          <Setting field="vndPerUsd" error={errorOf('vndPerUsd')} extra={t('backOffice.settings.rateHelp')}>
            <InputNumber min={1000} step={100} className="settings-rate" suffix="₫ / $" />
          </Setting>
          <Setting field="bank.name" error={errorOf('bank.name')} />
          <Setting field="bank.bin" error={errorOf('bank.bin')} extra={t('backOffice.settings.binHelp')}>
            <Input inputMode="numeric" maxLength={6} />
          </Setting>
          <Setting field="bank.accountNumber" error={errorOf('bank.accountNumber')} />
          <Setting field="bank.accountName" error={errorOf('bank.accountName')} />
        </Card>
        {settings.carriers && <CarriersCard problem={errorAt === 'carriers' ? saveError : null} />}
        {settings.shipping && <ShippingTableCard problem={errorAt === 'shipping' ? saveError : null} />}
        <div className="settings-actions">
          <Button type="primary" htmlType="submit" loading={saving.isLoading}>
            {t('backOffice.settings.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** A field's error state and the server's message under it. */
const shownAt = (error: string | null) => (error ? { validateStatus: 'error' as const, help: error } : {});

/** A field under its label in the language shown, with the server's message when it is about it. */
function Setting({
  field,
  error,
  extra,
  children = <Input />,
}: {
  field: Exclude<Field, 'hotlines'>;
  error: string | null;
  extra?: string;
  children?: ReactElement;
}) {
  const { t } = useTranslation();
  const problem = shownAt(error);
  return (
    <Form.Item label={t(`backOffice.settings.fields.${field}`)} name={field.split('.')} extra={extra} {...problem}>
      {children}
    </Form.Item>
  );
}
