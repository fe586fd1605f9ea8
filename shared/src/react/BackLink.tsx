import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

interface BackLinkProps {
  to: string;
  children: string;
  /** A plain button (a not-found or failed page's only way on) instead of a link above the title. */
  plain?: boolean;
}

/** The way back to `to`: a link-styled button above a page's title, or a plain one. */
export function BackLink({ to, children, plain = false }: BackLinkProps) {
  const navigate = useNavigate();
  return (
    <Button type={plain ? 'default' : 'link'} icon={<ArrowLeftOutlined />} onClick={() => navigate(to)} style={plain ? undefined : { paddingLeft: 0 }}>
      {children}
    </Button>
  );
}
