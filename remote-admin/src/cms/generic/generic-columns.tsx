import { ApiOutlined } from '@ant-design/icons';
import { CMS_MESSAGES, MARKER_FORM_TEXT } from '@lab/shared';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { actionsColumn, descriptionColumn, nameColumn, statusColumn } from '../list/cms-columns';
import type { GenericCmsRow, GenericSectionView } from './generic-sections';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

/** Contact (labs): address, phone and email, or 'No contact info'. */
function contact(row: GenericCmsRow) {
  const lines = [row.address, row.phone, row.email].filter(Boolean);
  return lines.length > 0 ? (
    <Flex vertical>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Flex>
  ) : (
    secondary(CMS_MESSAGES.noContact)
  );
}

/** Stats (labs): users, institutions and tests. */
const stats = (row: GenericCmsRow) => (
  <Flex vertical style={{ whiteSpace: 'nowrap' }}>
    <span>{`Users: ${row.user_count ?? 0}`}</span>
    <span>{`Institutions: ${row.institution_count ?? 0}`}</span>
    <span>{`Tests: ${row.test_request_count ?? 0}`}</span>
  </Flex>
);

/** Institutions (markers and panels): their names, or 'Global'. */
const institutions = (row: GenericCmsRow) =>
  row.institution_names && row.institution_names.length > 0 ? row.institution_names.map((i) => i.name).join(', ') : secondary(CMS_MESSAGES.global);

interface GenericColumnActions {
  /** Edit and Delete; none for who may not edit the tab. */
  edit?: { onEdit(row: GenericCmsRow): void; onDelete(row: GenericCmsRow): void };
  /** Labs: opens the lab's external lab connection; none for who may not manage it. */
  onConnection?(row: GenericCmsRow): void;
}

/**
 * A generic tab's columns: Name, Description, SNOMED CT Code (sample types), LOINC and Ranges
 * (markers), Markers (panels), Contact and
 * Stats (labs), Sort Order (statuses), Status, Institutions (markers, panels), Actions.
 */
export function genericColumns(view: GenericSectionView, { edit, onConnection }: GenericColumnActions): TableColumnsType<GenericCmsRow> {
  const columns: TableColumnsType<GenericCmsRow> = [nameColumn(), descriptionColumn()];
  if (view.sampleType) columns.push({ title: MARKER_FORM_TEXT.snomedCode, key: 'snomed_code', render: (_, row) => row.snomed_code ?? secondary('None') });
  if (view.marker)
    columns.push(
      { title: MARKER_FORM_TEXT.loincColumn, key: 'loinc_code', render: (_, row) => row.loinc_code ?? secondary('None') },
      { title: MARKER_FORM_TEXT.rangesColumn, key: 'ranges', render: (_, row) => row.reference_ranges?.length ?? 0 },
    );
  if (view.panel) columns.push({ title: 'Markers', key: 'markers', render: (_, row) => (row.marker_names?.length ? row.marker_names.join(', ') : secondary('None')) });
  if (view.lab) columns.push({ title: 'Contact', key: 'contact', render: (_, row) => contact(row) }, { title: 'Stats', key: 'stats', render: (_, row) => stats(row) });
  if (view.lab && onConnection) {
    columns.push({
      title: 'External Lab',
      key: 'connection',
      render: (_, row) => (
        <Button size="small" icon={<ApiOutlined />} aria-label={`Connection of ${row.name}`} onClick={() => onConnection(row)}>
          Connection
        </Button>
      ),
    });
  }
  if (view.sortOrder) columns.push({ title: 'Sort Order', key: 'sort_order', render: (_, row) => row.sort_order ?? 0 });
  columns.push(statusColumn());
  if (view.institutions) columns.push({ title: 'Institutions', key: 'institutions', render: (_, row) => institutions(row) });
  // markers and panels say per row whether the user may change them (an institution_admin: their own institution's)
  if (edit) columns.push(actionsColumn(edit.onEdit, edit.onDelete, (row) => row.editable !== false));
  return columns;
}
