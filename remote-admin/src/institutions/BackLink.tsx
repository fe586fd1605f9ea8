import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The way back above a page's title: a link-styled button to `to`. */
export function BackLink({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  return (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(to)} style={{ paddingLeft: 0 }}>
      {children}
    </Button>
  );
}
