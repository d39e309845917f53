import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/http';
import { NewPasswordFields } from './NewPasswordFields';
import { useChangePasswordMutation } from './authApi';
import './changePassword.css';

interface Values {
  currentPassword: string;
  newPassword: string;
}

/** "Đổi mật khẩu" in the account: the current password, the new one twice; other sessions end, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [changePassword, { isLoading, isSuccess, error }] = useChangePasswordMutation();
  const outcome = isSuccess
    ? { type: 'success' as const, text: t('auth.passwordChanged') }
    : error
      ? { type: 'error' as const, text: messageOf(error) }
      : null;

  const save = async ({ currentPassword, newPassword }: Values) => {
    const changed = await changePassword({ currentPassword, newPassword })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (changed) form.resetFields();
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
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('auth.changeSubmit')}
        </Button>
      </Form>
    </section>
  );
}
