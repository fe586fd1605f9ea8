import { Alert } from 'antd';
import { Link } from 'react-router-dom';

export function LowStockAlert({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Low Stock Alert"
      description={`${count} items are running low on stock.`}
      action={<Link to="/inventory">View inventory</Link>}
    />
  );
}
