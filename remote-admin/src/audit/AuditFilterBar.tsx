import { AUDIT_ENTITY_TYPES, type AuditEntityType } from '@lab/shared';
import { useSearchBox } from '@lab/shared/react';
import { Button, Flex, Input, Select } from 'antd';
import { PersonFilter } from './PersonFilter';
import type { AuditFilterControls } from './use-audit-filters';

const typeOptions = Object.entries(AUDIT_ENTITY_TYPES).map(([value, label]) => ({ value: value as AuditEntityType, label }));

/** Record type and id, person, and a period (from and to, whole days). */
export function AuditFilterBar({ controls }: { controls: AuditFilterControls }) {
  const { filters } = controls;
  const idBox = useSearchBox(filters.entityId, controls.setEntityId);
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Select<AuditEntityType>
        allowClear
        aria-label="Record type filter"
        placeholder="Any record"
        style={{ minWidth: 180 }}
        value={filters.entityType}
        onChange={(type?: AuditEntityType) => controls.setEntityType(type)}
        options={typeOptions}
      />
      <Input aria-label="Record id" placeholder="Record id" style={{ width: 130 }} maxLength={40} value={idBox.value} onChange={(e) => idBox.setValue(e.target.value)} />
      <PersonFilter value={filters.actorUserId} onChange={controls.setActor} />
      <label>
        From{' '}
        <Input type="date" aria-label="From" style={{ width: 160 }} value={filters.from} max={filters.to || undefined} onChange={(e) => controls.setFrom(e.target.value)} />
      </label>
      <label>
        To{' '}
        <Input type="date" aria-label="To" style={{ width: 160 }} value={filters.to} min={filters.from || undefined} onChange={(e) => controls.setTo(e.target.value)} />
      </label>
      <Button onClick={controls.clear}>Clear filters</Button>
    </Flex>
  );
}
