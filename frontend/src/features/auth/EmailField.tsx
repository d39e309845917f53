import { Form, Input } from 'antd';

export function EmailField() {
  return (
    <Form.Item
      label="Email"
      name="email"
      rules={[
        { required: true, message: 'Vui lòng nhập email.' },
        { type: 'email', message: 'Email không hợp lệ.' },
      ]}
    >
      <Input type="email" autoComplete="email" placeholder="email@vidu.vn" />
    </Form.Item>
  );
}
