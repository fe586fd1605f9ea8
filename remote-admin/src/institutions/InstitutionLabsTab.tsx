import { INSTITUTION_MESSAGES, type InstitutionLabAssignment } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { ActionError, VisuallyHidden } from '@lab/shared/react';
import { Alert, Card, Empty, Flex, message, Modal, Table } from 'antd';
import { useState } from 'react';
import { AssignLabForm } from './AssignLabForm';
import { removeLabAssignment } from './institutions-api';
import { labAssignmentColumns } from './lab-assignment-columns';
import { useLabAssignments } from './use-lab-assignments';

/** The Labs tab: the institution's labs per sample type, assigned and removed here. */
export function InstitutionLabsTab({ institutionId }: { institutionId: number }) {
  const { assignments, loading, loadError, reload, labs, sampleTypes } = useLabAssignments(institutionId);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // the hook forms, so the toasts and the confirmation carry the portal's theme from the tree
  const [toast, toastHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  function confirmRemove(assignment: InstitutionLabAssignment) {
    void modal.confirm({
      title: 'Remove lab assignment?',
      content: `${assignment.lab_name} will no longer be offered for ${assignment.sample_type} samples of this institution.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        setRemoveError(null);
        try {
          await removeLabAssignment(institutionId, assignment.id);
          void toast.success(INSTITUTION_MESSAGES.labRemoved);
          reload();
        } catch (failure) {
          setRemoveError(errorText(failure, INSTITUTION_MESSAGES.labRemoveFailed));
        }
      },
    });
  }

  return (
    <Flex vertical gap={16}>
      {toastHolder}
      {modalHolder}
      <Card title="Assign Lab" size="small">
        <AssignLabForm
          institutionId={institutionId}
          labs={labs}
          sampleTypes={sampleTypes}
          onAssigned={() => {
            void toast.success(INSTITUTION_MESSAGES.labAssigned);
            reload();
          }}
        />
      </Card>
      {loadError && <Alert type="error" showIcon title={loadError} />}
      <ActionError error={removeError} onClose={() => setRemoveError(null)} />
      <Table<InstitutionLabAssignment>
        rowKey="id"
        caption={<VisuallyHidden>Lab assignments per sample type</VisuallyHidden>}
        columns={labAssignmentColumns(confirmRemove)}
        dataSource={assignments}
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description="No labs assigned to this institution" /> }}
      />
    </Flex>
  );
}
