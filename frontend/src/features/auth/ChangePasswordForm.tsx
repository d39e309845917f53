import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/http';
import { NewPasswordFields } from './NewPasswordFields';
import { authApi } from './authApi';
import './changePassword.css';

interface Values {
  currentPassword: string;
  newPassword: string;
}

/** "Đổi mật khẩu" in the account: the current password, the new one twice; other sessions end, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const save = async ({ currentPassword, newPassword }: Values) => {
    setSaving(true);
    setOutcome(null);
    try {
      await authApi.changePassword({ currentPassword, newPassword });
      form.resetFields();
      setOutcome({ type: 'success', text: t('auth.passwordChanged') });
    } catch (e) {
      setOutcome({ type: 'error', text: messageOf(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="change-password" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('auth.changeTitle')}</h2>
      {outcome && <Alert className="change-password-alert" type={outcome.type} showIcon title={outcome.text} />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={save}>
        <Form.Item
          label={t('auth.currentPassword')}
          name="currentPassword"
          rules={[{ required: true, message: t('auth.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('auth.changeSubmit')}
        </Button>
      </Form>
    </section>
  );
}
