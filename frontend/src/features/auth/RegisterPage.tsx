import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { EmailField } from './EmailField';
import { registerRequested, selectAuth } from './authSlice';

export function RegisterPage() {
  const dispatch = useAppDispatch();
  const { isLoading } = useAppSelector(selectAuth);
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('auth.register')}</h2>
      <p className="auth-switch">
        <Link to={paths.login}>{t('auth.haveAccount')}</Link>
      </p>
      <Form layout="vertical" requiredMark={false} onFinish={(values) => dispatch(registerRequested(values))}>
        <Form.Item
          label={t('auth.userName')}
          name="userName"
          rules={[
            { required: true, whitespace: true, message: t('auth.userNameRequired') },
            { min: 2, max: 50, message: t('auth.userNameLength') },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <EmailField />
        <Form.Item
          label={t('auth.password')}
          name="password"
          rules={[
            { required: true, message: t('auth.passwordRequired') },
            { min: 8, message: t('auth.passwordLength') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('auth.signUp')}
        </Button>
      </Form>
    </>
  );
}
