import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The way back to the test requests list from a page that could not be shown. */
export function BackToTestsButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/tests')}>
      Back to Test Requests
    </Button>
  );
}
