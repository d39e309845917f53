import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { EmailField } from './EmailField';
import { loginRequested, selectAuth } from './authSlice';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const { isLoading } = useAppSelector(selectAuth);
  const { t } = useTranslation();
  return (
    <>
      <h2>{t('auth.login')}</h2>
      <p className="auth-switch">
        <Link to={paths.register}>{t('auth.noAccount')}</Link>
      </p>
      <Form layout="vertical" requiredMark={false} onFinish={(values) => dispatch(loginRequested(values))}>
        <EmailField />
        <Form.Item
          label={t('auth.password')}
          name="password"
          rules={[{ required: true, message: t('auth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <p className="auth-forgot">
          <Link to={paths.forgotPassword}>{t('auth.forgotLink')}</Link>
        </p>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          {t('auth.signIn')}
        </Button>
      </Form>
    </>
  );
}
