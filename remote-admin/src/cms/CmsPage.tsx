import { MonitorOutlined } from '@ant-design/icons';
import { canViewMonitoring, CMS_MESSAGES, visibleCmsTabs, type CmsTabRule, type SessionUser } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { AccessDenied, PageHeader } from '@lab/shared/react';
import { Button, Flex } from 'antd';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { CMS_TAB_PANELS } from './cms-tab-panels';
import { CmsTabBar, cmsPanelId, cmsTabId } from './CmsTabBar';
import { useCmsTab } from './use-cms-tab';

/** The page's title, after the area's name in the navigation. */
export const CMS_PAGE_TITLE = 'CMS Management';

/**
 * CMS management (/cms): the title, a Monitoring button (for those who may view
 * cron monitoring, canViewMonitoring), the tabs the user may see (visibleCmsTabs) with the open
 * tab's subtitle, and the open tab. No tab: 'Access Denied'.
 */
export function CmsPage() {
  const user = useSession((s) => s.user);
  const tabs = visibleCmsTabs(user).filter((t) => CMS_TAB_PANELS[t.key]);
  if (!user || tabs.length === 0) return <AccessDenied reason={CMS_MESSAGES.pageDenied} />;
  return <CmsTabs user={user} tabs={tabs} />;
}

function CmsTabs({ user, tabs }: { user: SessionUser; tabs: CmsTabRule[] }) {
  const { open, openTab } = useCmsTab(tabs);
  const navigate = useNavigate();
  const idPrefix = useId();
  const Panel = open ? CMS_TAB_PANELS[open.key] : undefined;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={CMS_PAGE_TITLE}
        subtitle={open?.subtitle}
        actions={
          canViewMonitoring(user) && (
            <Button icon={<MonitorOutlined />} onClick={() => navigate('/cms/cron-monitoring')}>
              Monitoring
            </Button>
          )
        }
      />
      <div>
        <CmsTabBar tabs={tabs} open={open?.key} onOpen={openTab} idPrefix={idPrefix} />
        {open && Panel && (
          <div role="tabpanel" id={cmsPanelId(idPrefix)} aria-labelledby={cmsTabId(idPrefix, open.key)} style={{ paddingTop: 16 }}>
            <Panel key={open.key} user={user} />
          </div>
        )}
      </div>
    </Flex>
  );
}
