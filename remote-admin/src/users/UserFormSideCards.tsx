import { DEFAULT_AREAS_BY_ROLE, ROLE_DESCRIPTIONS, type InstitutionRef, type Role } from '@lab/shared';
import { RoleBadge } from '@lab/shared/react';
import { Card, Flex, Tag, Typography } from 'antd';
import { areaLabel } from './permission-labels';

/** Role Information: what the chosen role does and the areas it opens by default. */
export function RoleInformationCard({ role }: { role: Role | '' }) {
  return (
    <Card title="Role Information" size="small">
      {role ? (
        <Flex vertical gap={8} align="flex-start">
          <RoleBadge role={role} />
          <Typography.Text>{ROLE_DESCRIPTIONS[role]}</Typography.Text>
          <Typography.Text strong>Default access</Typography.Text>
          <Flex wrap gap={4} role="list" aria-label="Default access">
            {DEFAULT_AREAS_BY_ROLE[role].map((area) => (
              <Tag key={area} role="listitem">
                {areaLabel(area)}
              </Tag>
            ))}
          </Flex>
        </Flex>
      ) : (
        <Typography.Text type="secondary">Choose a role to see what it can do.</Typography.Text>
      )}
    </Card>
  );
}

/** Selected Institutions: a clinician's institutions as chosen so far. */
export function SelectedInstitutionsCard({ ids, known }: { ids: readonly number[]; known: readonly InstitutionRef[] }) {
  const name = (id: number) => known.find((i) => i.id === id)?.name ?? `Institution ${id}`;
  return (
    <Card title="Selected Institutions" size="small">
      {ids.length > 0 ? (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {ids.map((id) => (
            <li key={id}>{name(id)}</li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">No institutions selected</Typography.Text>
      )}
    </Card>
  );
}
