import { useEffect } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { provinceCodes, type SiteSettings } from '@tavico/contracts/client';
import { MoneyInput } from '../../shared/MoneyInput';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSiteSettingsState, siteSettingsRequested, siteSettingsSaveRequested } from './settingsSlice';
import './settings.css';

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
/** Words only the shipping table's messages use: such a message is shown on its card. */
const shippingWords = ['vận chuyển', 'vùng', 'tỉnh/thành phố', 'cồng kềnh', 'ngày giao'];

/**
 * The field a server message is about: the one whose label the message starts with ('Tỷ giá
 * phải là một số.'), else the longest label it names ('Vui lòng nhập tên công ty.').
 */
export function fieldOfMessage(message: string): Field | 'shipping' | null {
  const said = message.toLowerCase();
  if (shippingWords.some((w) => said.includes(w))) return 'shipping';
  const byLength = (Object.entries(fields) as [Field, string][]).sort((a, b) => b[1].length - a[1].length);
  const first = byLength.find(([, label]) => said.startsWith(label.toLowerCase()));
  if (first) return first[0];
  return byLength.find(([, label]) => said.includes(label.toLowerCase()))?.[0] ?? null;
}

interface FormValues extends Omit<SiteSettings, 'hotlines'> {
  hotlines: string[];
}

const toForm = (s: SiteSettings): FormValues => ({
  ...s,
  hotlines: hotlineSlots.map((i) => s.hotlines[i] ?? ''),
});

/** The form's values to save; the shipping table only when the server gave one to edit. */
const fromForm = ({ shipping, ...v }: FormValues, withShipping: boolean): SiteSettings => ({
  ...v,
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
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { settings, status, saving, saveError } = useAppSelector(selectSiteSettingsState);
  useEffect(() => {
    dispatch(siteSettingsRequested());
  }, [dispatch]);
  const errorAt = saving === 'failed' && saveError ? fieldOfMessage(saveError) : null;
  const problem = (field: Field | 'shipping') =>
    errorAt === field ? { validateStatus: 'error' as const, help: saveError ?? undefined } : {};
  const item = (field: Exclude<Field, 'hotlines'>, input = <Input />, extra?: string) => (
    <Form.Item
      label={t(`backOffice.settings.fields.${field}`)}
      name={field.split('.')}
      extra={extra}
      {...problem(field)}
    >
      {input}
    </Form.Item>
  );

  if (!settings) {
    return (
      <div className="page-loading">
        {status === 'failed' ? <Alert type="error" showIcon title={t('backOffice.settings.unreadable')} /> : <Spin />}
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
      {saving === 'failed' && saveError && !errorAt && (
        <Alert type="error" showIcon title={saveError} className="settings-alert" role="alert" />
      )}
      <Form<FormValues>
        layout="vertical"
        initialValues={toForm(settings)}
        onFinish={(values) => dispatch(siteSettingsSaveRequested(fromForm(values, !!settings.shipping)))}
        className="settings-form"
        requiredMark={false}
      >
        <Card title={t('backOffice.settings.company')} size="small">
          {item('companyName')}
          {item('address', <Input.TextArea rows={2} />)}
          <Form.Item
            label={t('backOffice.settings.fields.hotlines')}
            extra={t('backOffice.settings.hotlinesHelp')}
            {...problem('hotlines')}
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
          {item('zalo', <Input placeholder={t('backOffice.settings.zaloExample')} />)}
          {item('email', <Input type="email" />)}
          {item('openingHours')}
        </Card>
        <Card title={t('backOffice.settings.social')} size="small">
          {item('social.youtube', <Input placeholder={examples.youtube} />)}
          {item('social.tiktok', <Input placeholder={examples.tiktok} />)}
          {item('social.facebook', <Input placeholder={examples.facebook} />)}
          {item('social.linkedin', <Input placeholder={examples.linkedin} />)}
        </Card>
        <Card title={t('backOffice.settings.mapVideo')} size="small">
          {item('mapEmbedUrl', <Input placeholder={examples.map} />, t('backOffice.settings.mapHelp'))}
          {item('anniversaryVideoEmbed', <Input placeholder={examples.video} />, t('backOffice.settings.videoHelp'))}
        </Card>
        <Card title={t('backOffice.settings.rateBank')} size="small">
          {item(
            'vndPerUsd',
            <InputNumber min={1000} step={100} className="settings-rate" suffix="₫ / $" />,
            t('backOffice.settings.rateHelp'),
          )}
          {item('bank.name')}
          {item('bank.bin', <Input inputMode="numeric" maxLength={6} />, t('backOffice.settings.binHelp'))}
          {item('bank.accountNumber')}
          {item('bank.accountName')}
        </Card>
        {settings.shipping && <ShippingTableCard problem={errorAt === 'shipping' ? saveError : null} />}
        <div className="settings-actions">
          <Button type="primary" htmlType="submit" loading={saving === 'saving'}>
            {t('backOffice.settings.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
const provinceOptions = provinceCodes.map((code) => ({ value: code, label: code }));

const days = { minDays: 'Từ (ngày)', maxDays: 'Đến (ngày)' } as const;
const daysOf = { minDays: 'Số ngày giao sớm nhất', maxDays: 'Số ngày giao muộn nhất' } as const;

/** Whole days, 0 to 60 (the server's bounds). */
function DaysField({ prefix, field, of }: { prefix: (string | number)[]; field: 'minDays' | 'maxDays'; of: string }) {
  return (
    <Form.Item label={days[field]} name={[...prefix, field]}>
      <InputNumber<number>
        min={0}
        max={60}
        precision={0}
        className="settings-days"
        aria-label={`${daysOf[field]} (${of})`}
      />
    </Form.Item>
  );
}

/** A rate's fee and days under the form's names. */
function RateFields({ prefix, of }: { prefix: (string | number)[]; of: string }) {
  return (
    <div className="settings-rate-row">
      <Form.Item label={'Phí'} name={[...prefix, 'fee']}>
        <MoneyInput min={0} aria-label={`Phí vận chuyển (${of})`} className="settings-days" />
      </Form.Item>
      <DaysField prefix={prefix} field="minDays" of={of} />
      <DaysField prefix={prefix} field="maxDays" of={of} />
    </div>
  );
}

/**
 * The shipping table (decisions §35): zones of provinces with a fee and delivery days each,
 * everywhere else, the free-shipping threshold and the bulky surcharge per unit. Provinces are
 * their official codes (the 34 units since 1 July 2025). The server checks the table; a refused
 * save shows its message on this card (`problem`).
 */
function ShippingTableCard({ problem }: { problem: string | null }) {
  return (
    <Card title={'Phí vận chuyển và thời gian giao'} size="small" className="settings-shipping">
      {problem && (
        <p role="alert" className="settings-shipping-problem">
          {problem}
        </p>
      )}
      <p className="settings-intro">
        Phí tính theo tỉnh/thành phố của địa chỉ giao hàng (mã 2 chữ số, ví dụ 79 TP Hồ Chí Minh, 01 Hà Nội, 48 Đà
        Nẵng). Tỉnh không thuộc vùng nào tính theo “Nơi khác”.
      </p>
      <Form.List name={['shipping', 'zones']}>
        {(zones, { add, remove }) => (
          <>
            {zones.map((zone, i) => (
              <fieldset key={zone.key} className="settings-zone">
                <legend>{`Vùng ${i + 1}`}</legend>
                <div className="settings-zone-head">
                  <Form.Item label={'Tên vùng'} name={[zone.name, 'name']}>
                    <Input aria-label={`Tên vùng ${i + 1}`} maxLength={60} />
                  </Form.Item>
                  <Form.Item label={'Tỉnh/thành phố (mã)'} name={[zone.name, 'provinceCodes']}>
                    <Select mode="multiple" options={provinceOptions} aria-label={`Tỉnh/thành phố của vùng ${i + 1}`} />
                  </Form.Item>
                </div>
                <RateFields prefix={[zone.name]} of={`vùng ${i + 1}`} />
                <Button danger size="small" onClick={() => remove(zone.name)}>
                  Xóa vùng
                </Button>
              </fieldset>
            ))}
            <Button
              className="settings-add-zone"
              onClick={() => add({ name: '', provinceCodes: [], fee: 0, minDays: 1, maxDays: 3 })}
              disabled={zones.length >= 10}
            >
              Thêm vùng
            </Button>
          </>
        )}
      </Form.List>
      <fieldset className="settings-zone">
        <legend>Nơi khác</legend>
        <RateFields prefix={['shipping', 'elsewhere']} of={'nơi khác'} />
      </fieldset>
      <div className="settings-zone-head">
        <Form.Item
          label={'Ngưỡng miễn phí vận chuyển'}
          name={['shipping', 'freeShippingFrom']}
          extra={
            'Tổng tiền hàng từ mức này trở lên được miễn toàn bộ phí vận chuyển (cả phụ phí cồng kềnh). Để trống: không miễn phí.'
          }
        >
          <MoneyInput min={0} aria-label={'Ngưỡng miễn phí vận chuyển'} className="settings-days" />
        </Form.Item>
        <Form.Item
          label={'Phụ phí hàng cồng kềnh'}
          name={['shipping', 'bulkyFee']}
          extra={'Cộng thêm cho mỗi đơn vị sản phẩm được đánh dấu cồng kềnh (tủ, sofa, giường…).'}
        >
          <MoneyInput min={0} aria-label={'Phụ phí hàng cồng kềnh'} className="settings-days" />
        </Form.Item>
      </div>
    </Card>
  );
}
