import {
  ASSIGNABLE_MENU_KEYS,
  CMS_SUB_PERMISSIONS,
  deselectAllPermissions,
  permissionProblems,
  selectAllPermissions,
  toggleCmsSub,
  toggleMenuKey,
  type Role,
} from '@lab/shared';
import { Button, Card, Checkbox, Flex, Space, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { areaLabel, CMS_SUB_PERMISSION_LABELS } from './permission-labels';

interface PermissionEditorProps {
  permissions: readonly string[];
  onChange(permissions: string[]): void;
  /** The user's role and whether they are new: what permissionProblems checks. */
  role: Role | '';
  creating: boolean;
}

const group: CSSProperties = { border: '1px solid #f0f0f0', borderRadius: 8, padding: '8px 16px 12px', margin: 0, minWidth: 0 };
const legend: CSSProperties = { fontSize: 14, fontWeight: 600, padding: '0 4px', width: 'auto', margin: 0, border: 0 };

/**
 * Menu Permissions, a super administrator's to edit: one checkbox per
 * assignable menu key and, under CMS Fields, its sub-permissions. The rules (cms brings or takes
 * all its subs, Select All, Deselect All, what is missing) are @lab/shared's.
 */
export function PermissionEditor({ permissions, onChange, role, creating }: PermissionEditorProps) {
  const has = (key: string) => permissions.includes(key);
  const problems = permissionProblems(permissions, { creating, role });

  return (
    <Card
      title="Menu Permissions"
      extra={
        <Space>
          <Button size="small" onClick={() => onChange(selectAllPermissions(permissions))}>
            Select All
          </Button>
          <Button size="small" onClick={() => onChange(deselectAllPermissions(permissions))}>
            Deselect All
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <fieldset style={group}>
          <legend style={legend}>Menu access</legend>
          <Flex wrap gap={12}>
            {ASSIGNABLE_MENU_KEYS.map((key) => (
              <Checkbox key={key} checked={has(key)} onChange={(e) => onChange(toggleMenuKey(permissions, key, e.target.checked))}>
                {areaLabel(key)}
              </Checkbox>
            ))}
          </Flex>
        </fieldset>
        {has('cms') && (
          <fieldset style={group}>
            <legend style={legend}>CMS sub-permissions</legend>
            <Flex wrap gap={12}>
              {CMS_SUB_PERMISSIONS.map((sub) => (
                <Checkbox key={sub} checked={has(sub)} onChange={(e) => onChange(toggleCmsSub(permissions, sub, e.target.checked))}>
                  {CMS_SUB_PERMISSION_LABELS[sub]}
                </Checkbox>
              ))}
            </Flex>
          </fieldset>
        )}
        {problems.map((problem) => (
          <Typography.Text key={problem} type="danger">
            {problem}
          </Typography.Text>
        ))}
      </Flex>
    </Card>
  );
}
