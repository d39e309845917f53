import { Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { EmailField } from './EmailField';
import { registerRequested, selectAuth } from './authSlice';

export function RegisterPage() {
  const dispatch = useAppDispatch();
  const { isLoading } = useAppSelector(selectAuth);
  return (
    <>
      <h2>Tạo tài khoản mới</h2>
      <p className="auth-switch">
        <Link to={paths.login}>Đã có tài khoản?</Link>
      </p>
      <Form layout="vertical" requiredMark={false} onFinish={(values) => dispatch(registerRequested(values))}>
        <Form.Item
          label="Tên người dùng"
          name="userName"
          rules={[
            { required: true, whitespace: true, message: 'Vui lòng nhập tên người dùng.' },
            { min: 2, max: 50, message: 'Tên người dùng phải có từ 2 đến 50 ký tự.' },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <EmailField />
        <Form.Item
          label="Mật khẩu"
          name="password"
          rules={[
            { required: true, message: 'Vui lòng nhập mật khẩu.' },
            { min: 8, message: 'Mật khẩu phải có ít nhất 8 ký tự.' },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Sign Up
        </Button>
      </Form>
    </>
  );
}
