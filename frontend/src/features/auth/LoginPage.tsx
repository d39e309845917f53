import { Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { EmailField } from './EmailField';
import { loginRequested, selectAuth } from './authSlice';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const { isLoading } = useAppSelector(selectAuth);
  return (
    <>
      <h2>Đăng nhập</h2>
      <p className="auth-switch">
        <Link to={paths.register}>Chưa có tài khoản?</Link>
      </p>
      <Form layout="vertical" requiredMark={false} onFinish={(values) => dispatch(loginRequested(values))}>
        <EmailField />
        <Form.Item label="Mật khẩu" name="password" rules={[{ required: true, message: 'Vui lòng nhập mật khẩu.' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Sign In
        </Button>
      </Form>
    </>
  );
}
