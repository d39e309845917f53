import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { CloseOutlined, MessageOutlined } from '@ant-design/icons';
import { siteSettings } from '@tavico/contracts/client';
import { paths } from '../../shared/paths';
import { Panel } from '../../shared/Panel';

/** The floating chat button; it opens the help panel (the assistant itself answers there). */
export function ChatButton() {
  const [open, setOpen] = useState(false);
  return (
    <div className="shop-chat">
      {open && (
        <Panel
          title="Trợ lý Tavico"
          className="shop-chat-panel"
          extra={<Button type="text" icon={<CloseOutlined />} aria-label="Đóng" onClick={() => setOpen(false)} />}
        >
          <p>Xin chào! Bạn cần tư vấn sản phẩm hay thuê mặt bằng?</p>
          <p>Hotline: {siteSettings.hotlines[0]}</p>
          <Link to={paths.contact} onClick={() => setOpen(false)}>
            Xem trang Liên hệ
          </Link>
        </Panel>
      )}
      <Button
        type="primary"
        shape="circle"
        size="large"
        icon={<MessageOutlined />}
        aria-label={open ? 'Đóng trò chuyện' : 'Mở trò chuyện'}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      />
    </div>
  );
}
