import { useEffect } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@tavico/contracts/client';
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

/**
 * The field a server message is about: the one whose label the message starts with ('Tỷ giá
 * phải là một số.'), else the longest label it names ('Vui lòng nhập tên công ty.').
 */
export function fieldOfMessage(message: string): Field | null {
  const said = message.toLowerCase();
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

const fromForm = (v: FormValues): SiteSettings => ({
  ...v,
  hotlines: v.hotlines.map((h) => (h ?? '').trim()).filter(Boolean),
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
  const problem = (field: Field) =>
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
        onFinish={(values) => dispatch(siteSettingsSaveRequested(fromForm(values)))}
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
        <div className="settings-actions">
          <Button type="primary" htmlType="submit" loading={saving === 'saving'}>
            {t('backOffice.settings.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
