import { INTERFACE_SCREEN_TEXTS as TEXTS, may, type SessionUser } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { AccessDenied, PageHeader } from '@lab/shared/react';
import { Flex, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MessagesTab } from './messages/MessagesTab';
import { WorklistsTab } from './worklists/WorklistsTab';

type InterfacesTabKey = 'messages' | 'worklists';

/** The tabs the user may open: the message log for the admins, worklists for lab staff too. */
function tabsFor(user: SessionUser) {
  const tabs: { key: InterfacesTabKey; label: string; children: ReactNode }[] = [];
  if (may(user, 'interfaces.messages')) tabs.push({ key: 'messages', label: TEXTS.messagesTab, children: <MessagesTab user={user} /> });
  if (may(user, 'interfaces.worklists')) tabs.push({ key: 'worklists', label: TEXTS.worklistsTab, children: <WorklistsTab user={user} /> });
  return tabs;
}

/** Interfaces (/interfaces): the analyzers' message log and their worklists, as tabs. No tab: 'Access Denied'. */
export function InterfacesPage() {
  const user = useSession((s) => s.user);
  const tabs = user ? tabsFor(user) : [];
  if (tabs.length === 0) return <AccessDenied reason={TEXTS.accessDenied} />;
  return <InterfacesTabs tabs={tabs} />;
}

/**
 * The open tab lives in the address (?tab=worklists), so a reload or the way back keeps it; an
 * unknown tab, or one the user may not open, opens the first. Opening a tab drops the other's
 * filters, and only the open tab is mounted, so only it loads and refreshes.
 */
function InterfacesTabs({ tabs }: { tabs: ReturnType<typeof tabsFor> }) {
  const [params, setParams] = useSearchParams();
  const open = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0];
  return (
    <Flex vertical gap={16}>
      <PageHeader title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <Tabs activeKey={open.key} onChange={(key) => key !== open.key && setParams({ tab: key })} items={tabs} destroyOnHidden />
    </Flex>
  );
}
