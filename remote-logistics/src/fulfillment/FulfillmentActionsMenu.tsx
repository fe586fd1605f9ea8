import { DownOutlined } from '@ant-design/icons';
import { FULFILLMENT_ACTION_LABELS, type FulfillmentAction } from '@lab/shared';
import { Button, Dropdown, type MenuProps } from 'antd';

interface FulfillmentActionsMenuProps {
  /** The button's text: 'Actions', 'Update Status'. */
  text: string;
  /** The button's accessible name when its text is not enough: 'Actions for FUL-000123' (else its text). */
  ariaLabel?: string;
  /** From fulfillmentMenu(status): what the state machine allows next. */
  actions: FulfillmentAction[];
  onAction(action: FulfillmentAction): void;
  /** Adds View (first) when given. */
  onView?(): void;
  size?: 'small' | 'middle';
}

/** A request's menu: View and its status actions, labelled as FULFILLMENT_ACTION_LABELS says; nothing when it would be empty. */
export function FulfillmentActionsMenu({ text, ariaLabel, actions, onAction, onView, size = 'middle' }: FulfillmentActionsMenuProps) {
  const items: MenuProps['items'] = [
    ...(onView ? [{ key: 'view', label: 'View' }] : []),
    ...actions.map((action) => ({ key: action, label: FULFILLMENT_ACTION_LABELS[action], danger: action === 'cancelled' })),
  ];
  if (items.length === 0) return null;
  const select: MenuProps['onClick'] = ({ key }) => (key === 'view' ? onView?.() : onAction(key as FulfillmentAction));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: select }}>
      <Button size={size} aria-label={ariaLabel ?? text}>
        {text} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
