import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export function EmailField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('auth.email')}
      name="email"
      rules={[
        { required: true, message: t('auth.emailRequired') },
        { type: 'email', message: t('auth.emailInvalid') },
      ]}
    >
      <Input type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} />
    </Form.Item>
  );
}
