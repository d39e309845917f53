import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A new password, typed twice: at least 8 characters (the server judges the rest), the same both times. */
export function NewPasswordFields({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label={t('auth.newPassword')}
        name={name}
        rules={[
          { required: true, message: t('auth.passwordRequired') },
          { min: 8, message: t('auth.passwordLength') },
        ]}
        extra={t('auth.newPasswordHint')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        dependencies={[name]}
        rules={[
          { required: true, message: t('auth.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue(name) === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.passwordsDiffer'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
